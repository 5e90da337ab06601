// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = 'f56ec4dae289fb5e8b99ff3fbe6e6a5f';
const REQUEST_NAMESPACE = 'f1b3186d-54bf-4f7d-a421-0ffb84047613';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_ny8myPFnALs9JAholGMpiH1czpn1LxyDba';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
