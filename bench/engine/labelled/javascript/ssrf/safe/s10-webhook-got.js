const got = require('got');
const Webhook = require('../models/webhook');

const INTEGRATIONS = {
  slack: 'https://hooks.slack.com/services/',
  teams: 'https://outlook.office.com/webhook/',
};

class WebhookController {
  async test(req, res) {
    const { provider, token } = req.body;
    const base = INTEGRATIONS[provider];
    if (!base || !/^[A-Za-z0-9/_-]{10,120}$/.test(String(token))) {
      return res.status(400).json({ error: 'unsupported integration' });
    }
    const callbackUrl = base + encodeURIComponent(token).replace(/%2F/g, '/');
    const payload = { event: 'ping', sentAt: new Date().toISOString() };
    try {
      const reply = await got.post(callbackUrl, { json: payload, timeout: { request: 4000 } });
      await Webhook.create({ owner: req.user.id, provider, lastStatus: reply.statusCode });
      res.json({ status: reply.statusCode });
    } catch (err) {
      res.status(400).json({ error: 'callback failed' });
    }
  }
}

module.exports = WebhookController;
