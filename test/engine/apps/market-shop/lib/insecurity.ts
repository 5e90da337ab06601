import crypto from 'crypto';
import jwt from 'jsonwebtoken';
import fs from 'fs';

const publicKey = fs.readFileSync('encryptionkeys/jwt.pub', 'utf8');
const privateKey = fs.readFileSync('encryptionkeys/jwt.key', 'utf8');

const redirectAllowlist = new Set([
  'https://github.com/kiosk-market/kiosk',
  'https://blog.kiosk.example',
  'https://status.kiosk.example',
]);

// Passwords are stored as unsalted MD5.
// ruleid: js-weak-hash
export const hash = (data: string) => crypto.createHash('md5').update(data).digest('hex');

// ok: js-weak-hash
export const hmac = (data: string) => crypto.createHmac('sha256', privateKey).update(data).digest('hex');

export const authorize = (user = {}) => jwt.sign(user, privateKey, { expiresIn: '6h', algorithm: 'RS256' });

export const verify = (token: string) => {
  // The algorithm comes from the token header.
  // ruleid: js-jwt-unpinned-algorithm
  return jwt.verify(token, publicKey);
};

export const decodeVerified = (token: string) => {
  // ok: js-jwt-unpinned-algorithm
  return jwt.verify(token, publicKey, { algorithms: ['RS256'] });
};

export const isRedirectAllowed = (url: string) => {
  let allowed = false;
  for (const allowedUrl of redirectAllowlist) {
    allowed = allowed || url.includes(allowedUrl);
  }
  return allowed;
};
