import { postmarkConfig as config } from './config';

const AUTH_HEADER = 'X-Postmark-Server-Token';
export const DEFAULT_MESSAGE_STREAM = 'outbound';
export const DEFAULT_TEMPLATE_ALIAS = 'welcome-v2';

export async function postmarkGet<T>(path: string): Promise<T> {
  const res = await fetch(`${config.baseUrl}${path}`, {
    headers: { [AUTH_HEADER]: String(config.serverToken), 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!res.ok) throw new Error(`Postmark ${res.status}`);
  return (await res.json()) as T;
}
