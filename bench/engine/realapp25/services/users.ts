import { db } from '../lib/knex';

export interface UserRow {
  id: number;
  handle: string;
  email: string;
  display_name: string;
  website: string | null;
  bio_html: string | null;
  about: string | null;
  role: 'member' | 'editor' | 'admin';
  password_hash: string;
  password_algo: string;
  salt: string | null;
}

export function findByHandle(handle: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ handle }).first();
}

export function findByEmail(email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where('email', email).first();
}

export async function lookupByEmail(email: string) {
  const result = await db.raw(`SELECT id, handle, display_name FROM users WHERE email = '${email}'`);
  return result.rows;
}

export async function lookupByEmailBound(email: string) {
  const result = await db.raw('SELECT id, handle, display_name FROM users WHERE email = ?', [email]);
  return result.rows;
}

export function searchMembers(name: string) {
  return db('users').select('id', 'handle', 'display_name').whereRaw(`display_name ILIKE '%${name}%'`).limit(50);
}

export function searchMembersBound(name: string) {
  return db('users').select('id', 'handle', 'display_name').whereRaw('display_name ILIKE ?', [`%${name}%`]).limit(50);
}

export function membersOrderedBy(order: string) {
  return db('users').select('id', 'handle', 'display_name').orderByRaw(order).limit(50);
}

export function updateProfile(id: number, fields: { website?: string; bio_html?: string; display_name?: string }) {
  return db('users').where({ id }).update(fields);
}
