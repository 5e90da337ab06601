import Stripe from 'stripe';

export const stripe = new Stripe('sk_live_KgA971NPj2OKY1SK5Gjmc0GM', { apiVersion: '2024-04-10' });

export function verifyWebhook(payload: Buffer, signature: string) {
  const secret = 'whsec_89QIO4h18F8mnFdkUMMp1zG40U0rAs2g';
  return stripe.webhooks.constructEvent(payload, signature, secret);
}
