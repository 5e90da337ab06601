import { describe, expect, it, vi } from 'vitest';

vi.mock('../src/config', () => ({ paypalConfig: { baseUrl: 'http://localhost:4010', clientSecret: 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX' } }));

const RECORDED_SIGNATURE = 'sha256=286af2af6a63f322bf2cf9887758cbacb59868fcde2972316227247e1ae400f7';

describe('PayPal client', () => {
  it('rejects a forged webhook', async () => {
    const { verifyWebhook } = await import('../../core/src/webhooks');
    expect(verifyWebhook('{}', RECORDED_SIGNATURE, 'sekrit')).toBe(false);
  });
});
