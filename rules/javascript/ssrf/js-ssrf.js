const express = require('express');
const axios = require('axios');
const http = require('http');
const got = require('got');

const app = express();
const PARTNERS = { billing: 'https://billing.internal.example', crm: 'https://crm.example' };

app.get('/proxy', async (req, res) => {
  const target = req.query.url;
  // ruleid: js-ssrf
  const r1 = await axios.get(target);
  // ruleid: js-ssrf
  const r2 = await fetch(target);
  // ruleid: js-ssrf
  await axios({ method: 'get', url: target });
  // The body is data, not the destination.
  // ok: js-ssrf
  await axios.post('https://api.example.com/items', { url: target });
  // ok: js-ssrf
  await axios({ method: 'post', url: 'https://api.example.com/x', data: { target } });
  // The client picks a key of a fixed map of destinations.
  const base = PARTNERS.billing;
  // ok: js-ssrf
  await got(base + '/status');
  // ruleid: js-ssrf
  http.get({ hostname: req.query.host, path: '/health' });
  // ok: js-ssrf
  http.get({ hostname: 'localhost', path: '/health?q=' + encodeURIComponent(req.query.q) });
  res.send(String(r1.status + r2.status));
});

// Exported handlers with other clients.
const request2 = require('request');
const superagent = require('superagent');

exports.proxy = (req, res) => {
  res.status(200);
  // ruleid: js-ssrf
  request2.get({ url: req.query.target }).pipe(res);
};

exports.hook = async (req, res) => {
  // ruleid: js-ssrf
  await superagent.post(req.body.callback).send({ ok: true });
  res.json({ ok: true });
};

const PARTNER_HOSTS = ['api.partner.example', 'cdn.partner.example'];

app.get('/partner', async (req, res) => {
  let target;
  try {
    target = new URL(String(req.query.url));
  } catch {
    return res.status(400).end();
  }
  if (PARTNER_HOSTS.includes(target.hostname)) {
    // The parsed URL's host is one the program chose.
    // ok: js-ssrf
    await axios.get(target.toString());
  }
  if (PARTNER_HOSTS.includes(target.pathname)) {
    // A path in the list says nothing about the host.
    // ruleid: js-ssrf
    await axios.get(target.toString());
  }
  if (target.hostname.endsWith('partner.example')) {
    // `evilpartner.example` ends with it too.
    // ruleid: js-ssrf
    await axios.get(target.href);
  }
  const feed = req.query.feed;
  if (new URL(feed).hostname === 'feeds.partner.example') {
    // ok: js-ssrf
    await axios.get(feed);
  }
  if (PARTNER_HOSTS.includes(req.hostname)) {
    // The request's own host name is not the target's.
    // ruleid: js-ssrf
    await axios.get(feed);
  }
  res.end();
});

// An allow-list read from configuration is a set of hosts the operator chose; one from the
// request proves nothing.
const WEBHOOK_HOSTS = (process.env.WEBHOOK_HOSTS || 'hooks.partner.example').split(',');

exports.deliverHook = async (req, res) => {
  const target = new URL(String(req.body.url));
  if (WEBHOOK_HOSTS.includes(target.hostname)) {
    // ok: js-ssrf
    await axios.post(target.toString(), { type: 'ping' });
  }
  if (req.body.hosts.includes(target.hostname)) {
    // ruleid: js-ssrf
    await axios.post(target.toString(), { type: 'ping' });
  }
  res.json({ ok: true });
};
