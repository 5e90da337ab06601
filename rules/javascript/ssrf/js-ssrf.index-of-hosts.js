const url = require('url');
const axios = require('axios');
const express = require('express');

const WEBHOOK_HOSTS = ['hooks.example.com', 'notify.example.net'];
const app = express();

app.post('/webhooks', (req, res, next) => {
  const target = url.parse(String(req.body.webhook || ''));
  if (target.protocol !== 'https:' || WEBHOOK_HOSTS.indexOf(target.hostname) === -1) {
    return res.status(400).json({ error: 'host not allowed' });
  }
  // ok: js-ssrf
  axios.post(target.href, { event: 'subscribed' }).then(() => res.json({ ok: true })).catch(next);
});

app.post('/webhooks/test', (req, res, next) => {
  const target = new URL(String(req.body.webhook || ''));
  if (WEBHOOK_HOSTS.indexOf(target.hostname) !== -1) {
    // ok: js-ssrf
    return axios.post(target.href, { event: 'ping' }).then(() => res.json({ ok: true })).catch(next);
  }
  // ruleid: js-ssrf
  axios.post(target.href, { event: 'ping' }).then(() => res.json({ ok: false })).catch(next);
});

app.post('/webhooks/loose', (req, res, next) => {
  const target = url.parse(String(req.body.webhook || ''));
  if (target.hostname.indexOf('example.com') === -1) return res.status(400).end();
  // ruleid: js-ssrf
  axios.post(target.href, { event: 'subscribed' }).then(() => res.json({ ok: true })).catch(next);
});
