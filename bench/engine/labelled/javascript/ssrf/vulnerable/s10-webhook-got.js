const got = require('got');
const Webhook = require('../models/webhook');

class WebhookController {
  async test(req, res) {
    const { callbackUrl } = req.body;
    const payload = { event: 'ping', sentAt: new Date().toISOString() };
    try {
      const reply = await got.post(callbackUrl, { json: payload, timeout: { request: 4000 } });
      await Webhook.create({ owner: req.user.id, url: callbackUrl, lastStatus: reply.statusCode });
      res.json({ status: reply.statusCode });
    } catch (err) {
      res.status(400).json({ error: 'callback failed' });
    }
  }
}

module.exports = WebhookController;
