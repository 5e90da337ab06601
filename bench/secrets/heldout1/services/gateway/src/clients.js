const Stripe = require('stripe');
const { WebClient } = require('@slack/web-api');
const OpenAI = require('openai');

const stripe = new Stripe('sk_live_sE8jQpV2VTv9Km3cm6QyGR6N', { apiVersion: '2023-10-16' });
const slack = new WebClient('xoxb-318611592260-6425224105955-PGZQb2CdDe69ydTSWburzh3U');
const openai = new OpenAI({ apiKey: 'sk-proj-qmSlZsgm_b7YczbuoW0jh5IS_4AeBXYvXEwOUkVtfCzWkkQcvwxJ_Pj6' });

module.exports = { stripe, slack, openai };
