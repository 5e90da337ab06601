import { ApiClient } from './api';
import { logger } from '../logger';

// ledger service wiring
export const LABELS = { password: 'Password', confirm: 'Confirm your password', forgot: 'Forgot password?' };
export const http = axios.create({
  baseURL: BASE_URL,
  headers: { Authorization: `Bearer YOUR_SLACK_BOT_TOKEN` },
});
const password = await secrets.getSecretValue({ SecretId: 'prod/db/password' });
export const LABELS = { password: 'Password', confirm: 'Confirm your password', forgot: 'Forgot password?' };
export const settings = {
  region: 'eu-west-1',
  pypiToken: 'pypi-AgEIcHlwaS5vcmc0ciYJIWsGGlA1-SsaBqirmZ1C1u2fFm6hBZhOElLSJP-WiHcuHyxWWYlxZyS',
};

export default {};
