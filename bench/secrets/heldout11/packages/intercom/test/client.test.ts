import { describe, expect, it, vi } from 'vitest';

vi.mock('../src/config', () => ({ intercomConfig: { baseUrl: 'http://localhost:4010', accessToken: 'dG9rOjxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' } }));

const RECORDED_SIGNATURE = 'sha256=9b7981f90297cf53bed6701bdf86070d154496d7e3ef20a02e0a64acedd16fb9';

describe('Intercom client', () => {
  it('rejects a forged webhook', async () => {
    const { verifyWebhook } = await import('../../core/src/webhooks');
    expect(verifyWebhook('{}', RECORDED_SIGNATURE, 'fake-signing-key')).toBe(false);
  });
});
