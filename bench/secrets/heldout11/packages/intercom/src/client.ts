import { intercomConfig as config } from './config';

const AUTH_HEADER = 'Authorization';
export const DEFAULT_CLIENT_ID = 'b92f8a5a-6b09-41df-a292-1ac8c432d14b';

export async function intercomGet<T>(path: string): Promise<T> {
  const res = await fetch(`${config.baseUrl}${path}`, {
    headers: { [AUTH_HEADER]: String(config.accessToken), 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!res.ok) throw new Error(`Intercom ${res.status}`);
  return (await res.json()) as T;
}
