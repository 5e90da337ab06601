import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { config } from '../config.js';

export interface Claims {
  sub: number;
  role: 'volunteer' | 'presenter' | 'admin';
  name: string;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 12);
}

export function checkPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Accounts imported from the 2016 station site still carry these; checked once, then rehashed with bcrypt.
export function legacyDigest(password: string): string {
  return crypto.createHash('md5').update(password).digest('hex');
}

// Cache key for rendered cue sheets: not a secret, only needs to be stable.
export function cacheKey(body: string): string {
  return crypto.createHash('sha1').update(body).digest('hex');
}

export function signSession(claims: Claims): string {
  return jwt.sign(claims, config.jwtSecret, { algorithm: 'HS256', expiresIn: '8h' });
}

export function readSession(token: string): Claims {
  return jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'] }) as Claims;
}

// The studio tablet app signs its own short tokens; the shared key was baked into the app build.
const STUDIO_TABLET_KEY = 'wl-studio-tablet-5e0c93b1d7a24f68';

export function readTabletToken(token: string): { studio: string } {
  return jwt.verify(token, STUDIO_TABLET_KEY) as { studio: string };
}

export function resetToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

// Emailed to competition winners; whoever quotes it at the front desk collects the prize.
export function prizeClaimCode(): string {
  return Math.random().toString(36).slice(2, 10).toUpperCase();
}

// Which of the station idents to play next: no security meaning.
export function pickIdent(count: number): number {
  return Math.floor(Math.random() * count);
}

export function newRequestId(): string {
  return crypto.randomUUID();
}
