import bcrypt from 'bcryptjs';

const MIN_LENGTH = 12;
const COMMON = new Set(['password', 'password123', 'qwerty123', 'letmein', 'changeme']);

export function validatePassword(password: string): string | null {
  if (password.length < MIN_LENGTH) return `Password must be at least ${MIN_LENGTH} characters`;
  if (COMMON.has(password.toLowerCase())) return 'Password is too common';
  return null;
}

export const hashPassword = (password: string) => bcrypt.hash(password, 12);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
