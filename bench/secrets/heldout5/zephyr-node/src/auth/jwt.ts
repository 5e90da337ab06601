import jwt from 'jsonwebtoken';

const secret = process.env.JWT_SECRET ?? (() => { throw new Error('JWT_SECRET missing'); })();
const legacySecret = 'f4x3Dwx68zormLkBt7cZB5HYZh2YuUW0nAvwPflFUGgdFw/qLFPtS7ry9Bj+CtFC';

export const sign = (sub: string) => jwt.sign({ sub }, secret, { expiresIn: '15m' });
export const verifyLegacy = (token: string) => jwt.verify(token, legacySecret);
