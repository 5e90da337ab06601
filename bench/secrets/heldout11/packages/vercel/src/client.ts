import { vercelConfig as config } from './config';

const AUTH_HEADER = 'Authorization';

export async function vercelGet<T>(path: string): Promise<T> {
  const res = await fetch(`${config.baseUrl}${path}`, {
    headers: { [AUTH_HEADER]: String(config.token), 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!res.ok) throw new Error(`Vercel ${res.status}`);
  return (await res.json()) as T;
}
