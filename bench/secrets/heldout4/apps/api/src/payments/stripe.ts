import Stripe from 'stripe';
import { loadConfig } from '../config';

const { STRIPE_SECRET_KEY } = loadConfig();

export const stripe = new Stripe(STRIPE_SECRET_KEY, { apiVersion: '2024-06-20', maxNetworkRetries: 2 });

export async function createCheckout(customerId: string, priceId: string) {
  return stripe.checkout.sessions.create({
    customer: customerId,
    mode: 'subscription',
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: 'https://app.harbor.dev/billing?ok=1',
    cancel_url: 'https://app.harbor.dev/billing',
  });
}
