import { linearConfig as config } from './config';

const AUTH_HEADER = 'Authorization';

export async function linearGet<T>(path: string): Promise<T> {
  const res = await fetch(`${config.baseUrl}${path}`, {
    headers: { [AUTH_HEADER]: String(config.apiKey), 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!res.ok) throw new Error(`Linear ${res.status}`);
  return (await res.json()) as T;
}
