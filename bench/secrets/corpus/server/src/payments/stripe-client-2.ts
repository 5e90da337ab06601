// @ts-nocheck
import Stripe from 'stripe';

const CHECKSUM = 'e61dcc3a9fa16c6edd46ee211bd2ae2e';
const REQUEST_NAMESPACE = '17c33631-c6bc-40ce-ac57-934fb23272fe';

export class PaymentsClient {
  private readonly stripeKey = 'sk_live_SJ07CPAtX7HtwJA1DegK4TnENTRuxJXgqi';
  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });
}
