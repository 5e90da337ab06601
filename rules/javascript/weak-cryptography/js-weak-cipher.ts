import crypto from 'crypto';

const key = crypto.randomBytes(32);
const iv = crypto.randomBytes(16);

export function legacy(data: Buffer): Buffer {
  // ruleid: js-weak-cipher
  const cipher = crypto.createCipheriv('des-ede3-cbc', key.subarray(0, 24), iv.subarray(0, 8));
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

export function ecb(data: Buffer): Buffer {
  // ruleid: js-weak-cipher
  const cipher = crypto.createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

export function stream(data: Buffer): Buffer {
  // ruleid: js-weak-cipher
  return crypto.createCipheriv('RC4', key.subarray(0, 16), '').update(data);
}

export function modern(data: Buffer): Buffer {
  // ok: js-weak-cipher
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv.subarray(0, 12));
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

export function cbc(data: Buffer): Buffer {
  // ok: js-weak-cipher
  return crypto.createCipheriv('aes-128-cbc', key.subarray(0, 16), iv).update(data);
}
