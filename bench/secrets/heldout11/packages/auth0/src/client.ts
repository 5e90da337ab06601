import { auth0Config as config } from './config';

const AUTH_HEADER = 'Authorization';
export const DEFAULT_CLIENT_ID = 'JjLKI9jKULmnN3eAsClTM06IrnAPGAeE';

export async function auth0Get<T>(path: string): Promise<T> {
  const res = await fetch(`${config.baseUrl}${path}`, {
    headers: { [AUTH_HEADER]: String(config.clientSecret), 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!res.ok) throw new Error(`Auth0 ${res.status}`);
  return (await res.json()) as T;
}
