const axios = require('axios');

const ALLOWED_HOSTS = new Set(['hooks.slack.com', 'discord.com', 'hooks.example-partner.com']);

class WebhookController {
  constructor(signer) {
    this.signer = signer;
  }

  async test(req, res) {
    const { url, event = 'ping' } = req.body;
    let target;
    try {
      target = new URL(url);
    } catch {
      return res.status(400).json({ error: 'invalid url' });
    }
    if (target.protocol !== 'https:' || !ALLOWED_HOSTS.has(target.hostname)) {
      return res.status(400).json({ error: 'host not allowed' });
    }
    const payload = { event, sentAt: Date.now() };
    try {
      const response = await axios.post(target.toString(), payload, {
        headers: { 'X-Signature': this.signer.sign(payload) },
        timeout: 5000,
      });
      res.json({ status: response.status });
    } catch (err) {
      res.status(502).json({ error: err.message });
    }
  }
}

module.exports = WebhookController;
