import { config } from '../config.js';

// A local path: one leading slash, not "//host" and not "/\host" (browsers treat both as another origin).
export function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

// Podcast feeds may only come from our own hosts.
export function isPodcastHost(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && config.podcastHosts.includes(url.hostname);
  } catch {
    return false;
  }
}
