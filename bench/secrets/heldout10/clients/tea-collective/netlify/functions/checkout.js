import Stripe from 'stripe';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY, { apiVersion: '2024-06-20' });
const endpointSecret = 'whsec_eeZkcagzixEqQfMIFhQoIcZuBWvGJCYU';

export async function handler(event) {
  if (event.path.endsWith('/webhook')) {
    const evt = stripe.webhooks.constructEvent(event.body, event.headers['stripe-signature'], endpointSecret);
    return { statusCode: 200, body: evt.id };
  }
  const { items } = JSON.parse(event.body);
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: items.map((i) => ({ price: i.price, quantity: i.qty })),
    success_url: 'https://teacollective.co/thanks?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://teacollective.co/basket',
  });
  return { statusCode: 200, body: JSON.stringify({ url: session.url }) };
}
