import { createHmac } from 'node:crypto';

// URL signing: the key comes from the environment, the keyId is public.
const KEY_ID = 'K28VVJ2NKPD0O5';

export function signUrl(url: string, expires: number) {
  const key = process.env.CDN_SIGNING_KEY;
  if (!key) throw new Error('CDN_SIGNING_KEY missing');
  const sig = createHmac('sha256', key).update(url + expires).digest('base64url');
  return `${url}?Expires=${expires}&Key-Pair-Id=${KEY_ID}&Signature=${sig}`;
}
