import express, { Router } from 'express';
import { stripe } from '../payments/stripe';
import { loadConfig } from '../config';

const { STRIPE_WEBHOOK_SECRET } = loadConfig();
export const webhooks = Router();

webhooks.post('/webhooks/stripe', express.raw({ type: 'application/json' }), (req, res) => {
  const signature = req.header('stripe-signature') ?? '';
  try {
    const event = stripe.webhooks.constructEvent(req.body, signature, STRIPE_WEBHOOK_SECRET);
    res.json({ received: true, type: event.type });
  } catch {
    res.status(400).send('bad signature');
  }
});
