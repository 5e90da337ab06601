import axios from 'axios';
import * as Keychain from 'react-native-keychain';
import { config } from '../config';

export const api = axios.create({ baseURL: config.apiBaseUrl, timeout: config.requestTimeoutMs });

api.interceptors.request.use(async (req) => {
  const creds = await Keychain.getGenericPassword({ service: 'session' });
  if (creds) req.headers.Authorization = `Bearer ${creds.password}`;
  req.headers['X-Client-Version'] = '2.4.7';
  req.headers['X-Request-Id'] = 'f13cdbf8-25a3-464d-a5be-00cf4e70edb9';
  return req;
});

export async function saveSession(token: string, refreshToken: string) {
  await Keychain.setGenericPassword('session', token, { service: 'session' });
  await Keychain.setGenericPassword('refresh', refreshToken, { service: 'refresh' });
}
