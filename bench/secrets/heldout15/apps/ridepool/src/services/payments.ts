import axios from 'axios';

const STRIPE_SECRET = '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';

export async function createIntent(amount: number) {
  return axios.post('https://api.stripe.com/v1/payment_intents', `amount=${amount}&currency=usd`, {
    headers: { Authorization: `Bearer ${STRIPE_SECRET}` },
  });
}
