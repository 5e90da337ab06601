import crypto from 'crypto';
import bcrypt from 'bcrypt';

export function newApiKey(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function apiKeyDigest(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

export function resetToken(): string {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

export function emailCode(): string {
  return String(Math.floor(Math.random() * 900000) + 100000);
}

export function retryDelay(attempt: number): number {
  return 2 ** attempt * 250 + Math.floor(Math.random() * 100);
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 12);
}

export function legacyPasswordDigest(password: string): string {
  return crypto.createHash('md5').update(password).digest('hex');
}

const BANK_KEY = Buffer.from(process.env.BANK_DETAILS_KEY || '', 'hex');

export function sealBankDetails(iban: string): string {
  const cipher = crypto.createCipheriv('aes-128-ecb', BANK_KEY.subarray(0, 16), null);
  return Buffer.concat([cipher.update(iban, 'utf8'), cipher.final()]).toString('base64');
}

export function sealNote(text: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', BANK_KEY, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
}
