const axios = require('axios');
const Webhook = require('../models/webhook');

class WebhookController {
  async test(req, res) {
    const hook = await Webhook.findOne({ where: { id: Number(req.body.id), ownerId: req.user.id } });
    if (!hook) return res.sendStatus(404);
    const result = await axios({ method: 'post', url: hook.verifiedUrl, data: { ping: true } });
    res.json({ delivered: result.status < 300 });
  }
}

module.exports = new WebhookController();
