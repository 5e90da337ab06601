/** GET a JSON document with a short timeout. */
export async function fetchJson<T = unknown>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000), headers: { accept: 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`upstream ${res.status}`);
  return (await res.json()) as T;
}
