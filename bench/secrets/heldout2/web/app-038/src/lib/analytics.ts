import { createClient } from '@supabase/supabase-js';

export const supabase = createClient('https://eapsohsnrehnldyczgsi.supabase.co', process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!);
const adminClient = createClient('https://yyvdddmvhptcnszwwwot.supabase.co', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI1ODEyMCIsInJvbGUiOiJhZG1pbiIsImlhdCI6MTcwNzUyMjc5MH0.kyf9MWogM_fEFuvz3xZTGw91xAkWKbKS5xisDjhCzD0');

export const config = {
  'api-secret': process.env.API_SECRET ?? '',
  'cache-buster': '6e25f70d',
  'password-field': 'password',
};

export async function login(user: string, password: string) {
  return fetch('/api/login', { method: 'POST', body: JSON.stringify({ user, password }) });
}
