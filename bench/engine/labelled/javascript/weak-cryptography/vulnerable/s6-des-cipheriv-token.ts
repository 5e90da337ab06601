import { createCipheriv, randomBytes } from 'crypto';

const KEY = Buffer.from(process.env.TOKEN_KEY ?? '', 'hex').subarray(0, 8);

export function sealToken(payload: object): string {
  const iv = randomBytes(8);
  const cipher = createCipheriv('des-cbc', KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return `${iv.toString('hex')}.${body.toString('hex')}`;
}
