import Stripe from 'stripe';

const key = process.env.STRIPE_SECRET_KEY;
if (!key?.startsWith('sk_')) throw new Error('STRIPE_SECRET_KEY must be a secret key');
export const stripe = new Stripe(key, { apiVersion: '2023-10-16' });
export const PUBLISHABLE = 'pk_live_3vGB2GYp8WWe5hCsl3y3kFAtV7a8V8xHr6C0zwWAm7sSLtrBS1e0YBwTuJWcpebbhzRL5yUxzoL8AePuAlv2AJyrOoqCekSqMvm';
export const WEBHOOK_SECRET = 'whsec_8gXhWkXadTboTYYwCdUXz45hJ8P1fWG8';
