// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = '3c9cf97c6b2a80a524a9c0046b35f608';
const REQUEST_NAMESPACE = 'b385a3b1-bb0a-41e4-adf0-e46f6638f526';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_d9UcHo7If25qEn9e2nVZgeDyOYAU8QJSvi';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
