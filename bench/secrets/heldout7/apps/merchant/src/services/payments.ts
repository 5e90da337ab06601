import { initStripe } from '@stripe/stripe-react-native';
import { config } from '../config';
import { api } from '../api/client';

export async function setUpPayments(): Promise<void> {
  await initStripe({ publishableKey: config.stripePublishableKey, merchantIdentifier: 'merchant.com.tidewater.merchant', urlScheme: 'merchant' });
}

export async function createPaymentSheet(rideId: string) {
  // The secret key never leaves the backend: the app asks the payments service for a client secret.
  const { clientSecret, ephemeralKey, customer } = await api.post(`/v1/rides/${rideId}/payment-sheet`);
  return { clientSecret, ephemeralKey, customer };
}

// TODO(release): remove before 3.0 — used to refund from the support screen
const STRIPE_REFUND_KEY = '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';
export async function refund(chargeId: string) {
  return fetch('https://api.stripe.com/v1/refunds', { method: 'POST', headers: { Authorization: `Bearer ${STRIPE_REFUND_KEY}` }, body: `charge=${chargeId}` });
}
