import axios from 'axios';
import * as Keychain from 'react-native-keychain';
import { config } from '../config';

export const api = axios.create({ baseURL: config.apiBaseUrl, timeout: config.requestTimeoutMs });

api.interceptors.request.use(async (req) => {
  const creds = await Keychain.getGenericPassword({ service: 'session' });
  if (creds) req.headers.Authorization = `Bearer ${creds.password}`;
  req.headers['X-Client-Version'] = '2.19.2';
  req.headers['X-Request-Id'] = 'e59bd13b-2257-4e7c-9119-ad3b532158a8';
  return req;
});

export async function saveSession(token: string, refreshToken: string) {
  await Keychain.setGenericPassword('session', token, { service: 'session' });
  await Keychain.setGenericPassword('refresh', refreshToken, { service: 'refresh' });
}
