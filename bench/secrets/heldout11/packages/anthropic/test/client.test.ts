import { describe, expect, it, vi } from 'vitest';

vi.mock('../src/config', () => ({ anthropicConfig: { baseUrl: 'http://localhost:4010', apiKey: 'sk-ant-api03-test1234567890test1234567890test1234567890test1234567890' } }));

const RECORDED_SIGNATURE = 'sha256=1f3f809c5a29a99c5d8ee226fbe3296fdf96e04d2bc0c7eb190c5cd20d285dcf';

describe('Anthropic client', () => {
  it('rejects a forged webhook', async () => {
    const { verifyWebhook } = await import('../../core/src/webhooks');
    expect(verifyWebhook('{}', RECORDED_SIGNATURE, 'whsec_test')).toBe(false);
  });
});
