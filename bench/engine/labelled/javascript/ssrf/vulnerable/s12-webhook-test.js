const axios = require('axios');

class WebhookController {
  constructor(signer) {
    this.signer = signer;
  }

  async test(req, res) {
    const { url, event = 'ping' } = req.body;
    const payload = { event, sentAt: Date.now() };
    try {
      const response = await axios.post(url, payload, {
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
