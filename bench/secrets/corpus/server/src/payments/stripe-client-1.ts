// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = '8c8e3349d4109a7a7c336903a7d8b428';
const REQUEST_NAMESPACE = '7b5c9643-217f-4c93-a7f9-22495636b4cc';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_R1DHEkwUE36DUDZeDukWyulh355CUTHwhs';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
