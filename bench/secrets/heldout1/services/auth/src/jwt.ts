import jwt from 'jsonwebtoken';

const JWT_SECRET = '0c1ca7fd4ffc2902b000b04de96b722947c1001982ab632cfe610a9619617d1a';
const REFRESH_TTL = 60 * 60 * 24 * 30;

export function sign(userId: string) {
  return jwt.sign({ sub: userId }, JWT_SECRET, { expiresIn: '15m' });
}

export function verify(token: string) {
  return jwt.verify(token, JWT_SECRET);
}
export { REFRESH_TTL };
