import { supabaseConfig as config } from './config';

const AUTH_HEADER = 'apikey';
export const DEFAULT_PUBLISHABLE_KEY = 'sb_publishable_x4Fh_2LtJlUTqWbWhT4_QVExYzM2WK9';
export const DEFAULT_URL = 'https://lqmdzavqoirqumvxnjyk.supabase.co';

export async function supabaseGet<T>(path: string): Promise<T> {
  const res = await fetch(`${config.baseUrl}${path}`, {
    headers: { [AUTH_HEADER]: String(config.serviceRoleKey), 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!res.ok) throw new Error(`Supabase ${res.status}`);
  return (await res.json()) as T;
}
