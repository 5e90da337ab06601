import config from '../config'

const allowlist = new Set(config.get<string[]>('redirect.allowlist'))

/* Exact match against the configured destinations. */
export function isRedirectAllowed (url: string): boolean {
  return allowlist.has(url)
}

/* Older check still used by the newsletter links: accepts any URL that mentions an allowed one. */
export function isLegacyRedirectAllowed (url: string): boolean {
  let allowed = false
  for (const allowedUrl of allowlist) {
    allowed = allowed || url.includes(allowedUrl)
  }
  return allowed
}
