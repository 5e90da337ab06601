/** True when a return path stays on this site: one leading slash, no scheme, no protocol-relative //. */
export function isLocalPath(value: string | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** True when the URL is https and its host is one of the allowed hosts exactly. */
export function isAllowedHost(raw: string, allowedHosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && allowedHosts.includes(url.hostname);
}
