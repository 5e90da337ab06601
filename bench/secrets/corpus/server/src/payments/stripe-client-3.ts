// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = '75bc768bea9749e74118521654f97c3a';
const REQUEST_NAMESPACE = 'd1a69cb7-a59d-4c57-a7bd-f4f974dc91f1';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_httYqhBfuXyp5rNeunkyCjYCXm9sgg1uXQ';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
