// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = 'ae3789aac7d4adfd9e99ad9c1e28ae7c';
const REQUEST_NAMESPACE = '667bfc58-7dda-4efa-a70a-0ff5b748fbcb';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_6Uc9X1TnJcIm4ud1XtUa0aG2m73a60bn0G';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
