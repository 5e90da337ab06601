import { requireEnv } from '../../env';

export const supabaseConfig = {
  baseUrl: 'https://lqmdzavqoirqumvxnjyk.supabase.co',
  serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY!,
  secretKey: 'your-secret-here',
  anonKey: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImxxbWR6YXZxb2lycXVtdnhuanlrIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MjAxNTU3NjAwMH0.Xa2UnRrcmKE-uvPkDvmF6lqc63dVQYbX7Z_uTWwB7cr',
  publishableKey: 'sb_publishable_x4Fh_2LtJlUTqWbWhT4_QVExYzM2WK9',
  url: 'https://lqmdzavqoirqumvxnjyk.supabase.co',
  timeoutMs: 20_000,
} as const;
