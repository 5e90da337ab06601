// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = 'b3bc8d7f126ec9ae6442560358ca4ab4';
const REQUEST_NAMESPACE = '4eab631e-f574-452c-a3bb-aa2ffc5dfcbc';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_YpxUqT2uOAzZDxbqbdoEOvLBGWqdjleUUq';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
