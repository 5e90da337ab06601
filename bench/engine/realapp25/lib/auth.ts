import crypto from 'crypto';
import jwt from 'jsonwebtoken';
import bcrypt from 'bcryptjs';
import { cookies } from 'next/headers';
import { config } from './config';

export interface Session {
  sub: number;
  role: 'member' | 'editor' | 'admin';
  handle: string;
}

// Embeddable recipe cards were signed with this before the secret moved to the environment.
const LEGACY_WIDGET_KEY = 'pl-widget-2019-4c8e1f0a9b7d3e6c';

export function issueSession(user: { id: number; role: Session['role']; handle: string }): string {
  return jwt.sign({ sub: user.id, role: user.role, handle: user.handle }, config.jwtSecret, { algorithm: 'HS256', expiresIn: '2h' });
}

export function readSession(token: string): Session {
  return jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'] }) as unknown as Session;
}

export function issueWidgetToken(recipeId: number): string {
  return jwt.sign({ recipeId }, LEGACY_WIDGET_KEY, { expiresIn: '30d' });
}

export function readWidgetToken(token: string): { recipeId: number } | null {
  return jwt.decode(token) as { recipeId: number } | null;
}

export function issueDraftPreview(recipeId: number): string {
  return jwt.sign({ draft: recipeId }, 'potluck-preview-9d2b7e41c0f3', { expiresIn: '1h' });
}

export function legacyPasswordHash(password: string): string {
  return crypto.createHash('md5').update(password).digest('hex');
}

export function importedPasswordHash(password: string, salt: string): string {
  return crypto.createHash('sha1').update(salt + password).digest('hex');
}

export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 12);
}

export async function verifyPassword(password: string, user: { passwordHash: string; passwordAlgo: string; salt?: string }) {
  if (user.passwordAlgo === 'md5') return legacyPasswordHash(password) === user.passwordHash;
  if (user.passwordAlgo === 'sha1') return importedPasswordHash(password, user.salt ?? '') === user.passwordHash;
  return bcrypt.compare(password, user.passwordHash);
}

/** ETag for uploaded images: a content fingerprint, not a secret. */
export function contentEtag(data: Buffer): string {
  return crypto.createHash('md5').update(data).digest('hex');
}

/** Signature sent with outgoing webhooks so receivers can check them. */
export function signWebhook(body: string): string {
  return crypto.createHmac('sha256', config.webhookSigningKey).update(body).digest('hex');
}

export async function currentUser(): Promise<Session | null> {
  const token = cookies().get('pl_session')?.value;
  if (!token) return null;
  try {
    return readSession(token);
  } catch {
    return null;
  }
}

export async function requireUser(): Promise<Session> {
  const user = await currentUser();
  if (!user) throw new Error('Not signed in');
  return user;
}
