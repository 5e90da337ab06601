// @ts-nocheck
export const defaults = {
  apiKey: process.env.API_KEY ?? '',
  token: import.meta.env.VITE_TOKEN,
  secret: `${process.env.SECRET}`,
  password: '',
  sessionKey: 'vigil.session',
  tokenStorageKey: 'auth_token',
  clientSecret: '********',
  privateKey: undefined,
};
