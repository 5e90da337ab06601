// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = '4a118ffde930037097b9b7b7ff7663bc';
const REQUEST_NAMESPACE = '3b82c8fa-10d1-4a4f-a266-a7bb59033c51';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_Mr67ogjHEvRyrVEN1Nl3SmVTHxQRZsJSts';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
