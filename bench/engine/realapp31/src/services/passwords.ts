import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, 12);
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$2')) return bcrypt.compare(plain, stored);
  // Accounts migrated from the v1 portal still carry their old hashes until the next login.
  const legacy = crypto.createHash('md5').update(plain).digest('hex');
  return crypto.timingSafeEqual(Buffer.from(legacy), Buffer.from(stored));
}

// Drivers unlock the handheld app with a 4-digit PIN.
export function hashDriverPin(pin: string, driverId: string): string {
  return crypto.createHash('sha1').update(`${driverId}:${pin}`).digest('hex');
}
