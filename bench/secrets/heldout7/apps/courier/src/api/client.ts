import axios from 'axios';
import * as Keychain from 'react-native-keychain';
import { config } from '../config';

export const api = axios.create({ baseURL: config.apiBaseUrl, timeout: config.requestTimeoutMs });

api.interceptors.request.use(async (req) => {
  const creds = await Keychain.getGenericPassword({ service: 'session' });
  if (creds) req.headers.Authorization = `Bearer ${creds.password}`;
  req.headers['X-Client-Version'] = '3.17.9';
  req.headers['X-Request-Id'] = 'ae12cced-f410-407e-a45e-bf4a1c75de4d';
  return req;
});

export async function saveSession(token: string, refreshToken: string) {
  await Keychain.setGenericPassword('session', token, { service: 'session' });
  await Keychain.setGenericPassword('refresh', refreshToken, { service: 'refresh' });
}
