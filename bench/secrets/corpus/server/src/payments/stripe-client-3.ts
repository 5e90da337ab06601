// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = 'e799ced7bf507b2a9f0eacc298c01bf3';
const REQUEST_NAMESPACE = 'cf853322-ec16-4657-a5a3-60f39c4e3987';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_qZdE6oreLHy9Sat7Dvg9KCEFRUpWZBlE9K';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
