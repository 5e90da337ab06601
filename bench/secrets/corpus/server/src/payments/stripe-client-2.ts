// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = '33d6e6c5af24796ea7645034b342dcf7';
const REQUEST_NAMESPACE = 'ad9759e3-468a-4a71-a912-5b4156166919';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_Cww3ciGJuSju3t23wlpAx2vrP32DjChUnK';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
