import { createCipheriv, randomBytes } from 'crypto';
export const enc = (d: Buffer, k: Buffer) => createCipheriv('des-cbc', k, randomBytes(8)).update(d);
