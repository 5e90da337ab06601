// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = 'cbb9a59fc32d23383e97d398c26e9bf4';
const REQUEST_NAMESPACE = '66b4ea73-2ae5-4294-a21f-edc389de04b8';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_chvXMLR97FOe1qkucPw4XEZHZTY2J4cEdq';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
