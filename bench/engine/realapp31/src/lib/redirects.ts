import { config } from '../config';

// Only local paths: "/x" but not "//evil.example" or "/\evil.example".
export function safeNext(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
}

export function sameOriginPath(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw, config.publicOrigin);
  } catch {
    return '/';
  }
  return url.origin === new URL(config.publicOrigin).origin ? url.pathname + url.search : '/';
}
