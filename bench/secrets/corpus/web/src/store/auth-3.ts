// @ts-nocheck
export const LOGIN_PASSWORD_RESET = 'auth/passwordReset';
export const TOKEN_REFRESHED = 'auth/tokenRefreshed';
type Creds = { password: string; token?: string };
const secret = crypto.randomUUID();
const token = req.headers['x-auth-token'];
const publicKey = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAECspdzBf0AQ9ZSWXX/ubNi/61kfnIj25Y8zKYl4PZ';
export const storyArgs = { password: 'Passw0rd!' };
