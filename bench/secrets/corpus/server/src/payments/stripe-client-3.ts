// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = 'a7420c1f4c7ebc82e795848b12c4eadd';
const REQUEST_NAMESPACE = '196b48d9-547a-463a-afce-64d82226b5d4';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_vkrIBODd48WWQ8RwWyeWPcSv4adlO8VMAC';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
