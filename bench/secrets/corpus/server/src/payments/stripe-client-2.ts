// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = '791a717aae2c4b2466748befc87bc10f';
const REQUEST_NAMESPACE = '486b4bea-e960-47b0-a964-ed19e52f21bf';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_v5CdD7JYpmKz2OIT43si2W79HVE0fypdpy';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
