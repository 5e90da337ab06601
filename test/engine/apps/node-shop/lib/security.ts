import crypto from 'crypto';
import jwt from 'jsonwebtoken';
import fs from 'fs';

const publicKey = fs.readFileSync('encryptionkeys/jwt.pub', 'utf8');
const redirectAllowlist = new Set(['https://github.com/shop/shop', 'https://blog.example.org']);

// Passwords hashed with MD5.
// ruleid: js-weak-hash
export const hash = (data: string) => crypto.createHash('md5').update(data).digest('hex');

export const isRedirectAllowed = (url: string) => {
  let allowed = false;
  for (const allowedUrl of redirectAllowlist) {
    allowed = allowed || url.includes(allowedUrl);
  }
  return allowed;
};

export function verify(token: string) {
  // ruleid: js-jwt-unpinned-algorithm
  return jwt.verify(token, publicKey);
}
