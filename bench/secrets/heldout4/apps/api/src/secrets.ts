import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';

const client = new SecretsManagerClient({ region: process.env.AWS_REGION ?? 'eu-west-1' });
const cache = new Map<string, { value: string; at: number }>();
const TTL_MS = 5 * 60 * 1000;

export async function getSecret(name: string): Promise<string> {
  const hit = cache.get(name);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const res = await client.send(new GetSecretValueCommand({ SecretId: `harbor/prod/${name}` }));
  const value = res.SecretString ?? '';
  cache.set(name, { value, at: Date.now() });
  return value;
}
