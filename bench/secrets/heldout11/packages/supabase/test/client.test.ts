import { describe, expect, it, vi } from 'vitest';

vi.mock('../src/config', () => ({ supabaseConfig: { baseUrl: 'http://localhost:4010', serviceRoleKey: 'eyJtest1234567890test1234567890test1234567890test1234567890' } }));

const RECORDED_SIGNATURE = 'sha256=b223e9b8b4feccb67228425dc89e24ede924197d4700fffa4f7fb13e7bed396a';

describe('Supabase client', () => {
  it('rejects a forged webhook', async () => {
    const { verifyWebhook } = await import('../../core/src/webhooks');
    expect(verifyWebhook('{}', RECORDED_SIGNATURE, 'whsec_test')).toBe(false);
  });
});
