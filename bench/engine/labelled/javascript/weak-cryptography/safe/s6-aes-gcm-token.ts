import { createCipheriv, randomBytes } from 'crypto';

const KEY = Buffer.from(process.env.TOKEN_KEY ?? '', 'hex').subarray(0, 32);

export function sealToken(payload: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return `${iv.toString('hex')}.${body.toString('hex')}.${cipher.getAuthTag().toString('hex')}`;
}
