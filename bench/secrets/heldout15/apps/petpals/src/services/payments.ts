import axios from 'axios';

const STRIPE_SECRET = process.env.STRIPE_SECRET_KEY; // server only; unset in the app bundle

export async function createIntent(amount: number) {
  return axios.post('https://api.stripe.com/v1/payment_intents', `amount=${amount}&currency=usd`, {
    headers: { Authorization: `Bearer ${STRIPE_SECRET}` },
  });
}
