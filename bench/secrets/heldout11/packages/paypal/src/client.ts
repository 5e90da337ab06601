import { paypalConfig as config } from './config';

const AUTH_HEADER = 'Authorization';
export const DEFAULT_CLIENT_ID = 'A9cdQEjMErg85EQrjPaXycoH08c37rFNKbRqloGbZJklIdPgEqyFJePjJSfZY55JubnCZDFvbzCKnwpF';
export const DEFAULT_WEBHOOK_ID = '29GYE3KKLXFQ4UYSV';

export async function paypalGet<T>(path: string): Promise<T> {
  const res = await fetch(`${config.baseUrl}${path}`, {
    headers: { [AUTH_HEADER]: String(config.clientSecret), 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!res.ok) throw new Error(`PayPal ${res.status}`);
  return (await res.json()) as T;
}
