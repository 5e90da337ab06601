import axios from 'axios';

const STRIPE_SECRET = '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';

export async function createIntent(amount: number) {
  return axios.post('https://api.stripe.com/v1/payment_intents', `amount=${amount}&currency=usd`, {
    headers: { Authorization: `Bearer ${STRIPE_SECRET}` },
  });
}
