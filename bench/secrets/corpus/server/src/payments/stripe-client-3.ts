// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = '330a7909e4bb043a3aa30b9e0160f48f';
const REQUEST_NAMESPACE = 'e0c6fc5f-955a-488b-a514-d6530af070a1';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_bzItajRQ21Y36QSHR2InTEFA81LPV3TLD5';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
