// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = '11e356959eadf4a65007f2494f7cbc63';
const REQUEST_NAMESPACE = '16e1920a-6609-4fe4-a6c1-da253026a4ae';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_AhUxTiyF787G7Ywkw0yaOcXb2T5ex4qCGg';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
