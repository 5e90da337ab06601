import { config } from './config';

/** A path on this site: one leading slash, not `//host` or `/\host`. */
export function isLocalPath(target: string | null | undefined): target is string {
  return typeof target === 'string' && /^\/(?![/\\])/.test(target);
}

/** Outgoing webhooks may only go to the chat services we integrate with, over https. */
export function isAllowedWebhook(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && config.webhookHosts.includes(url.hostname);
  } catch {
    return false;
  }
}

export function httpUrlOrNull(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
