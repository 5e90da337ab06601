// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = 'c6f1f5f9729e10c862a8fd8bd9dc6fb4';
const REQUEST_NAMESPACE = 'c7f81a4d-a3a6-42d8-a30b-570e56817cc7';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_ckLlRU399d6bC3omBLejaS2hbw6ImNwieI';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
