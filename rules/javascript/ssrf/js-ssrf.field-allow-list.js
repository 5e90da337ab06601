// Host allow-lists kept in an instance field: built from configuration in the constructor they pin
// the host; built from the request they prove nothing.
const express = require('express');
const axios = require('axios');

class FeedClient {
  constructor(hosts) {
    this.allowedHosts = new Set(hosts);
  }

  async fetch(raw) {
    const url = new URL(raw);
    if (url.protocol !== 'https:' || !this.allowedHosts.has(url.hostname)) return null;
    // ok: js-ssrf
    return axios.get(url.href);
  }
}

class EchoClient {
  constructor(req) {
    this.allowedHosts = req.body.hosts;
  }

  async fetch(raw) {
    const url = new URL(raw);
    if (!this.allowedHosts.includes(url.hostname)) return null;
    // ruleid: js-ssrf
    return axios.get(url.href);
  }
}

const app = express();
const feeds = new FeedClient((process.env.FEED_HOSTS || '').split(','));

app.post('/feeds', async (req, res) => {
  res.json(await feeds.fetch(req.body.url));
});

app.post('/echo', async (req, res) => {
  // ruleid: js-ssrf
  res.json(await new EchoClient(req).fetch(req.body.url));
});
