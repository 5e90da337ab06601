import crypto from 'crypto';

/** Password-reset token mailed to the member. */
export function passwordResetToken(): string {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

/** Code for joining a private cooking group. */
export function groupInviteCode(): string {
  return crypto.randomUUID();
}

/** Personal API key for the recipe import API. */
export function personalApiKey(): string {
  return 'plk_' + crypto.randomBytes(32).toString('hex');
}

/** Which of the featured recipes to show first on the home page. */
export function featuredIndex(count: number): number {
  return Math.floor(Math.random() * count);
}

/** Email confirmation code typed back by the member. */
export function emailConfirmationCode(): string {
  return String(Math.floor(100000 + Math.random() * 900000));
}
