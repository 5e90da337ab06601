// @ts-nocheck
export const LOGIN_PASSWORD_RESET = 'auth/passwordReset';
export const TOKEN_REFRESHED = 'auth/tokenRefreshed';
type Creds = { password: string; token?: string };
const secret = crypto.randomUUID();
const token = req.headers['x-auth-token'];
const publicKey = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEzb1+UmelNfU7DU48F/ugLYQQ4s3LeDbmsZQJnITQ';
export const storyArgs = { password: 'Passw0rd!' };
