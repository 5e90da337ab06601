import { anthropicConfig as config } from './config';

const AUTH_HEADER = 'x-api-key';
export const DEFAULT_MODEL = 'claude-3-5-sonnet-latest';
export const DEFAULT_API_VERSION = '2023-06-01';

export async function anthropicGet<T>(path: string): Promise<T> {
  const res = await fetch(`${config.baseUrl}${path}`, {
    headers: { [AUTH_HEADER]: String(config.apiKey), 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!res.ok) throw new Error(`Anthropic ${res.status}`);
  return (await res.json()) as T;
}
