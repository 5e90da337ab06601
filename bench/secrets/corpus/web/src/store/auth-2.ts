// @ts-nocheck
export const LOGIN_PASSWORD_RESET = 'auth/passwordReset';
export const TOKEN_REFRESHED = 'auth/tokenRefreshed';
type Creds = { password: string; token?: string };
const secret = crypto.randomUUID();
const token = req.headers['x-auth-token'];
const publicKey = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE3H88Lj8NDELr7HdvphxEiOuv2Kse/VcHq9Ig47rF';
export const storyArgs = { password: 'Passw0rd!' };
