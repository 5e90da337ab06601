import fetch from 'node-fetch'

/* Thin wrapper so timeouts and the user agent are set in one place. */
export async function download (url: string): Promise<Buffer> {
  const response = await fetch(url, { timeout: 5000, headers: { 'User-Agent': 'HarborGoods/3.2' } })
  if (!response.ok) throw new Error(`download failed with status ${response.status}`)
  return await response.buffer()
}
