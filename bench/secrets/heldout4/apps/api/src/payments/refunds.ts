import Stripe from 'stripe';

// Restricted key with refunds:write only, so support tooling cannot create charges.
const refundsClient = new Stripe('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', {
  apiVersion: '2024-06-20',
});

export async function refund(paymentIntent: string, reason: Stripe.RefundCreateParams.Reason) {
  return refundsClient.refunds.create({ payment_intent: paymentIntent, reason });
}
