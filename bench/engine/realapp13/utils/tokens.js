import crypto from 'node:crypto';

export function resetToken() {
  return crypto.randomBytes(32).toString('hex');
}

// Short code shown in "invite a friend" links; also used to credit the referrer when they sign up.
export function referralCode() {
  return Math.random().toString(36).slice(2, 10);
}

export function shuffleFeatured(jobs) {
  return jobs
    .map((job) => ({ job, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.job);
}
