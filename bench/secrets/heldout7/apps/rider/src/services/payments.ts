import { initStripe } from '@stripe/stripe-react-native';
import { config } from '../config';
import { api } from '../api/client';

export async function setUpPayments(): Promise<void> {
  await initStripe({ publishableKey: config.stripePublishableKey, merchantIdentifier: 'merchant.com.tidewater.rider', urlScheme: 'rider' });
}

export async function createPaymentSheet(rideId: string) {
  // The secret key never leaves the backend: the app asks the payments service for a client secret.
  const { clientSecret, ephemeralKey, customer } = await api.post(`/v1/rides/${rideId}/payment-sheet`);
  return { clientSecret, ephemeralKey, customer };
}
