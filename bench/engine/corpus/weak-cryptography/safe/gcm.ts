import { createCipheriv, randomBytes } from 'crypto';
export const enc = (d: Buffer, k: Buffer) => createCipheriv('aes-256-gcm', k, randomBytes(12)).update(d);
