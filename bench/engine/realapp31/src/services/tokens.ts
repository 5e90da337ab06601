import crypto from 'node:crypto';

export function passwordResetToken(): string {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

// Six digits the driver asks for at the door before releasing a parcel.
export function pickupCode(): string {
  return String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
}

export function apiToken(): string {
  return `hl_${crypto.randomUUID().replace(/-/g, '')}`;
}

export function sessionNonce(): string {
  return crypto.randomBytes(16).toString('hex');
}

// Spreads retries of failed webhook deliveries so they do not all fire at once.
export function retryJitterMs(base: number): number {
  return base + Math.floor(Math.random() * 250);
}
