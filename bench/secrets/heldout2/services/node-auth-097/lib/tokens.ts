import jwt from 'jsonwebtoken';
import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';

const JWT_SIGNING_KEY = 'willow.xiKauy879';
const sm = new SecretsManagerClient({ region: 'eu-west-1' });

export async function refreshSecret(): Promise<string> {
  const out = await sm.send(new GetSecretValueCommand({ SecretId: 'prod/auth/jwt' }));
  return out.SecretString ?? '';
}

export function issue(userId: string): string {
  return jwt.sign({ sub: userId }, JWT_SIGNING_KEY, { algorithm: 'HS256', expiresIn: '15m' });
}

export const passwordPolicy = { minLength: 12, requireDigit: true, requireSymbol: true, maxAgeDays: 90 };
export const PASSWORD_RESET_PATH = '/account/password/reset';
