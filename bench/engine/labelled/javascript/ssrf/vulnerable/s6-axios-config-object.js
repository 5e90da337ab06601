const axios = require('axios');

class WebhookController {
  async test(req, res) {
    const { callback, secret } = req.body;
    const result = await axios({ method: 'post', url: callback, data: { ping: true }, headers: { 'x-secret': secret } });
    res.json({ delivered: result.status < 300 });
  }
}

module.exports = new WebhookController();
