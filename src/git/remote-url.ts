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
  const written = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\//.exec(value)?.[1];
  const scheme = written?.toLowerCase();
  if (written !== undefined && written !== scheme) {
    // git matches schemes case-sensitively: `FILE://` or `HTTPS://` would be stored and then fail
    // every fetch with "transport not allowed".
    throw new UnsupportedRemoteUrlError(`Repository URL scheme "${written}" must be written in lowercase ("${scheme}://")`);
  }
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

/** What an https URL's user-info held, sent to the server as HTTP Basic authentication. */
export interface HttpCredentials {
  username: string;
  password: string;
}

export interface SplitRemoteUrl {
  /** The address without any credentials: what is stored in clear, shown and given to git. */
  url: string;
  /** The user-info of an https URL (a token alone often sits in the user name), if any. */
  credentials?: HttpCredentials;
}

/**
 * Separates the credentials of an https URL (`https://user:token@host/…`) from its address.
 * ssh URLs keep their user name (`git@`), which is not a secret; a password in an ssh URL is
 * refused (ssh authenticates with keys, and git would never use it). Other URLs are returned as
 * they are.
 */
export function splitCredentials(url: string): SplitRemoteUrl {
  const kind = classifyRemoteUrl(url);
  if (kind === 'local') return { url };
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)@/.exec(url);
  if (!match) return { url };
  const [whole, schemePart, userInfo] = match as unknown as [string, string, string];
  if (kind === 'ssh') {
    if (userInfo.includes(':')) throw new UnsupportedRemoteUrlError('ssh URLs cannot carry a password (use an ssh key)');
    return { url };
  }
  const separator = userInfo.indexOf(':');
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      throw new UnsupportedRemoteUrlError('The credentials of the repository URL have a bad percent-encoding');
    }
  };
  const username = decode(separator < 0 ? userInfo : userInfo.slice(0, separator));
  const password = separator < 0 ? '' : decode(userInfo.slice(separator + 1));
  const address = schemePart + url.slice(whole.length);
  if (/[\0\r\n]/.test(username + password)) throw new UnsupportedRemoteUrlError('The credentials of the repository URL contain control characters');
  return username === '' && password === '' ? { url: address } : { url: address, credentials: { username, password } };
}

/**
 * How a URL is shown to API clients: remote URLs as stored (never with credentials, which are
 * stored apart); a local repository by its folder name only, so the server's paths stay private.
 */
export function displayRemoteUrl(url: string): string {
  const local = url.startsWith('file://') ? url.slice('file://'.length) : path.isAbsolute(url) ? url : undefined;
  if (local !== undefined) return path.basename(local.replace(/\/+$/, '')) || '/';
  try {
    return splitCredentials(url).url;
  } catch {
    // A URL stored before a rule refused it: shown without any user-info rather than not at all.
    return url.replace(/^([a-zA-Z][a-zA-Z0-9+.-]*:\/\/)[^/?#]*@/, '$1');
  }
}
