// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = 'eb2b3a814e337fb5506329f345dd54fb';
const REQUEST_NAMESPACE = '4e67331b-afb8-4afe-acc9-e1bbdcefc191';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_cKyYN3k3nYZo7bHyYuBFgT0N63Q1w9BPyT';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
