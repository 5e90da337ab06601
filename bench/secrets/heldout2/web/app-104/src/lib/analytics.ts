import { createClient } from '@supabase/supabase-js';

export const supabase = createClient('https://smqbxifrjnjvzdgqhtlz.supabase.co', process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!);
const adminClient = createClient('https://spczikuyizxyzivvsrjk.supabase.co', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0OTY4NCIsInJvbGUiOiJzZXJ2aWNlIiwiaWF0IjoxNzAxMjk5NzQ3fQ.K1kSVkVj4-jYONNAT-rJ3itroydJIEqlodJtW8TpwUA');

export const config = {
  'api-secret': process.env.API_SECRET ?? '',
  'cache-buster': 'b95bbd8f',
  'password-field': 'password',
};

export async function login(user: string, password: string) {
  return fetch('/api/login', { method: 'POST', body: JSON.stringify({ user, password }) });
}
