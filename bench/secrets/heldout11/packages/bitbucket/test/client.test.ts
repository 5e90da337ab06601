import { describe, expect, it, vi } from 'vitest';

vi.mock('../src/config', () => ({ bitbucketConfig: { baseUrl: 'http://localhost:4010', appPassword: 'ATBBdummyxxxxxxxxxxxxxxxxxxxxxxxxxxx' } }));

const RECORDED_SIGNATURE = 'sha256=79d76e83e525169451752ff8c693422c4b215e296357f5a979c537df2fa02950';

describe('Bitbucket client', () => {
  it('rejects a forged webhook', async () => {
    const { verifyWebhook } = await import('../../core/src/webhooks');
    expect(verifyWebhook('{}', RECORDED_SIGNATURE, 'fake-signing-key')).toBe(false);
  });
});
