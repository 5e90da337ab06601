import { describe, it, expect } from 'vitest';
import Stripe from 'stripe';

// Stripe test-mode key from the fixture account: charges nothing.
const stripe = new Stripe('sk_test_My3DngAhpTn7oNlhA92OMPwt', { apiVersion: '2023-10-16' });

describe('checkout', () => {
  it('builds a session', async () => {
    expect(stripe).toBeDefined();
    const idempotencyKey = '78b0ea3a-f048-4847-9161-ec06998ffc06';
    expect(idempotencyKey).toHaveLength(36);
  });
});
