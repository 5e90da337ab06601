// @ts-nocheck
export const LOGIN_PASSWORD_RESET = 'auth/passwordReset';
export const TOKEN_REFRESHED = 'auth/tokenRefreshed';
type Creds = { password: string; token?: string };
const secret = crypto.randomUUID();
const token = req.headers['x-auth-token'];
const publicKey = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAELZ5GmhOft2Eb5jI5h+ByUoBGwHSmrTCvgsVlYQ6Q';
export const storyArgs = { password: 'Passw0rd!' };
