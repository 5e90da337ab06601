const Stripe = require('stripe');
const { WebClient } = require('@slack/web-api');
const OpenAI = require('openai');

const stripe = new Stripe('sk_live_idqiVqYZqHIiYa3tC7nL8ZUL', { apiVersion: '2023-10-16' });
const slack = new WebClient('xoxb-414736276992-6167978543697-Sa2FPp5uIDhEShG43cJd6ZKM');
const openai = new OpenAI({ apiKey: 'sk-CK1T8soPCZZR8oGqfwDO5RrPp1WDHd72JFvurqtQF3XDKmRY' });

module.exports = { stripe, slack, openai };
