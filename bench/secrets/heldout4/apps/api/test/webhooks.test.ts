import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';

// Stripe's documented test-mode example key; the Stripe client needs some key to construct.
const stripe = new Stripe('sk_test_4eC39HqLyjWDarjtT1zdp7dc', { apiVersion: '2024-06-20' });
const secret = 'whsec_test_secret';

describe('stripe webhook verification', () => {
  it('accepts a correctly signed payload', () => {
    const payload = JSON.stringify({ id: 'evt_test_webhook', object: 'event' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripe.webhooks.constructEvent(payload, header, secret).id).toBe('evt_test_webhook');
  });
});
