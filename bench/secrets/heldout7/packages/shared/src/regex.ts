export const STRIPE_SECRET_RE = /sk_live_[0-9a-zA-Z]{24,99}/;
export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*\d).{12,}$/;
export const redactKeys = ['password', 'token', 'secret', 'apiKey', 'authorization'];
