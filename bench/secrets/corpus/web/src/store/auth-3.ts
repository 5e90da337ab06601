// @ts-nocheck
export const LOGIN_PASSWORD_RESET = 'auth/passwordReset';
export const TOKEN_REFRESHED = 'auth/tokenRefreshed';
type Creds = { password: string; token?: string };
const secret = crypto.randomUUID();
const token = req.headers['x-auth-token'];
const publicKey = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAECnlydc3M0zTvwTb9tYCxV1urGIQdO+PBoyDSK5UA';
export const storyArgs = { password: 'Passw0rd!' };
