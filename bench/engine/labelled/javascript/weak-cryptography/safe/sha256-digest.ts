import { createHash } from 'crypto';

export function contentAddress(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}
