/**
 * Which repository addresses Vigil accepts, checked before git ever sees them. git itself is
 * also fenced (protocol.allow), but refusing early gives a clear message and keeps option-like
 * or helper-like strings (`--upload-pack=...`, `ext::sh -c ...`) away from the command line.
 */
import path from 'node:path';
import { UnsupportedRemoteUrlError } from './errors.js';

export type RemoteKind = 'https' | 'ssh' | 'local';

/** scp-like ssh address: `user@host:path` or `host:path` (no scheme, no leading slash before the colon). */
const SCP_LIKE = /^(?:[A-Za-z0-9._~-]+@)?[A-Za-z0-9.-]+:(?!\/\/)[^\s]+$/;

export function classifyRemoteUrl(url: string): RemoteKind {
  const value = url.trim();
  if (value === '' || value !== url || /[\0\r\n]/.test(value)) {
    throw new UnsupportedRemoteUrlError('Repository URL is empty or contains control characters');
  }
  if (value.startsWith('-')) throw new UnsupportedRemoteUrlError('Repository URL must not start with "-"');
  if (value.includes('::')) {
    // `<transport>::<address>` selects a remote helper (ext::, fd::, ...): arbitrary commands.
    throw new UnsupportedRemoteUrlError('Remote helper URLs (transport::address) are not supported');
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\//.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme === 'https') return 'https';
    if (scheme === 'ssh' || scheme === 'git+ssh' || scheme === 'ssh+git') return 'ssh';
    if (scheme === 'file') return 'local';
    // http:// sends credentials and code in clear text and git:// is unauthenticated: refused.
    throw new UnsupportedRemoteUrlError(`Repository URL scheme "${scheme}" is not supported (use https, ssh or a local path)`);
  }
  if (path.isAbsolute(value)) return 'local';
  if (SCP_LIKE.test(value)) return 'ssh';
  throw new UnsupportedRemoteUrlError('Repository URL must be an https or ssh URL or an absolute local path');
}

/** Throws UnsupportedRemoteUrlError for anything but https, ssh and absolute local paths. */
export function assertSupportedRemoteUrl(url: string): void {
  classifyRemoteUrl(url);
}
