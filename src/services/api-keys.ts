/**
 * API keys: made here, shown once, stored as SHA-256 hashes with a short visible prefix.
 *
 * A key is `vgl_` + 43 base64url characters (32 random bytes). The first 12 characters are the
 * prefix: stored in clear to find the candidate row cheaply and to recognise a key in a listing.
 * The hash of the whole key is compared in constant time.
 */
import { hash as digest, randomBytes, timingSafeEqual } from 'node:crypto';
import { findApiKeyById, findApiKeysByPrefix, insertApiKey, listApiKeys, revokeApiKey, touchApiKey, type ApiKeyRow } from '../store/repositories/api-keys.js';
import { findProject } from '../store/repositories/projects.js';
import { newId } from '../store/ids.js';
import type { DbOrTrx, Role } from '../store/schema.js';
import { nowIso } from '../store/time.js';
import { InvalidInputError, NotFoundError } from './errors.js';
import { forgetCachedKeys } from './key-cache-state.js';
import type { Principal } from './permissions.js';

export const KEY_PREFIX = 'vgl_';

/**
 * Masks anything shaped like a key in free text (a URL a client wrote a key into, a log line),
 * keeping the visible prefix that key listings show anyway.
 */
export function maskKeys(text: string): string {
  return text.replace(/vgl_[A-Za-z0-9_-]{8}[A-Za-z0-9_-]*/g, (key) => `${key.slice(0, VISIBLE_PREFIX_LENGTH)}…`);
}
const VISIBLE_PREFIX_LENGTH = 12;
/** last_used_at is written at most once per this interval per key, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A key as listings show it: its row without the hash. */
export type ApiKeyInfo = Omit<ApiKeyRow, 'keyHash'>;

/**
 * A key's SHA-256 (of its UTF-8 bytes), hex: what is stored, what a presented key is compared
 * with, and what the in-memory key cache is keyed by. The one-shot digest to hex costs about a
 * quarter of a Hash object's (and of the one-shot digest to a Buffer).
 */
export function hashKey(key: string): string {
  return digest('sha256', key, 'hex');
}

export function generateKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

export interface CreateKeyInput {
  projectId: string;
  role: Role;
  name?: string | null;
  expiresAt?: string | null;
}

/** Creates a key and returns it in clear: the only time it is ever visible. */
export async function createApiKey(db: DbOrTrx, input: CreateKeyInput): Promise<{ id: string; key: string }> {
  if (!(await findProject(db, input.projectId))) throw new NotFoundError('Project not found');
  if (input.expiresAt && Date.parse(input.expiresAt) <= Date.now()) {
    throw new InvalidInputError('expiresAt must be in the future');
  }
  const key = generateKey();
  const id = newId('apiKey');
  await insertApiKey(db, {
    id,
    projectId: input.projectId,
    name: input.name ?? null,
    role: input.role,
    prefix: key.slice(0, VISIBLE_PREFIX_LENGTH),
    keyHash: hashKey(key),
    createdAt: nowIso(),
    expiresAt: input.expiresAt ?? null,
    revokedAt: null,
    lastUsedAt: null,
  });
  return { id, key };
}

/** An authenticated key: its principal and what decides later whether it still is one. */
export interface AuthenticatedKey {
  principal: Principal;
  /** Milliseconds since the epoch, null for a key that never expires. */
  expiresAtMs: number | null;
  lastUsedAtMs: number | null;
}

/**
 * Resolves a presented key to its principal, or null when the key is unknown, revoked or
 * expired (the caller answers all three the same way, so nothing is learnt from the difference).
 */
export async function authenticateKey(db: DbOrTrx, presented: string): Promise<Principal | null> {
  return (await findAuthenticatedKey(db, presented))?.principal ?? null;
}

/** `authenticateKey` with the key's expiry and last use, for the in-memory cache of keys (which gives the key's hashKey). */
export async function findAuthenticatedKey(db: DbOrTrx, presented: string, presentedHash?: string): Promise<AuthenticatedKey | null> {
  if (!isKeyShaped(presented)) return null;
  const hash = Buffer.from(presentedHash ?? hashKey(presented), 'hex');
  const candidates = await findApiKeysByPrefix(db, presented.slice(0, VISIBLE_PREFIX_LENGTH));
  const now = Date.now();
  for (const row of candidates) {
    const stored = Buffer.from(row.keyHash, 'hex');
    if (stored.length !== hash.length || !timingSafeEqual(stored, hash)) continue;
    if (row.revokedAt !== null) return null;
    const expiresAtMs = row.expiresAt === null ? null : Date.parse(row.expiresAt);
    if (expiresAtMs !== null && expiresAtMs <= now) return null;
    const key: AuthenticatedKey = {
      principal: { keyId: row.id, projectId: row.projectId, role: row.role, plan: row.plan },
      expiresAtMs,
      lastUsedAtMs: row.lastUsedAt === null ? null : Date.parse(row.lastUsedAt),
    };
    await recordKeyUse(db, key, now);
    return key;
  }
  return null;
}

export function isKeyShaped(presented: string): boolean {
  return presented.startsWith(KEY_PREFIX) && presented.length >= VISIBLE_PREFIX_LENGTH;
}

/** Writes last_used_at when the recorded use is older than the resolution (at most once a minute). */
export async function recordKeyUse(db: DbOrTrx, key: AuthenticatedKey, now: number): Promise<void> {
  if (key.lastUsedAtMs !== null && key.lastUsedAtMs >= now - LAST_USED_RESOLUTION_MS) return;
  key.lastUsedAtMs = now;
  await touchApiKey(db, key.principal.keyId, new Date(now).toISOString(), new Date(now - LAST_USED_RESOLUTION_MS).toISOString());
}

/** Operator command: revokes a key by id. Revoking an already revoked key is a no-op. */
export async function revokeApiKeyById(db: DbOrTrx, keyId: string): Promise<ApiKeyInfo> {
  const row = await findApiKeyById(db, keyId);
  if (!row) throw new NotFoundError('API key not found');
  await revokeApiKey(db, row.projectId, row.id, nowIso());
  // This process forgets its cached keys now; other processes within KEY_RECHECK_MS.
  forgetCachedKeys(db);
  const after = await findApiKeyById(db, keyId);
  return toKeyInfo(after ?? row);
}

export async function listProjectApiKeys(db: DbOrTrx, projectId: string): Promise<ApiKeyInfo[]> {
  if (!(await findProject(db, projectId))) throw new NotFoundError('Project not found');
  return (await listApiKeys(db, projectId)).map(toKeyInfo);
}

function toKeyInfo(row: ApiKeyRow): ApiKeyInfo {
  const { keyHash: _keyHash, ...info } = row;
  return info;
}
