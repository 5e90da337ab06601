import { createClient } from '@supabase/supabase-js';

export const supabase = createClient('https://lqmdzavqoirqumvxnjyk.supabase.co', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImxxbWR6YXZxb2lycXVtdnhuanlrIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MjAxNTU3NjAwMH0.Xa2UnRrcmKE-uvPkDvmF6lqc63dVQYbX7Z_uTWwB7cr');
export const publishableKey = 'sb_publishable_x4Fh_2LtJlUTqWbWhT4_QVExYzM2WK9';
