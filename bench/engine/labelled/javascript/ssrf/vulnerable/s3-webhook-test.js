const axios = require('axios');

async function testWebhook(req, res) {
  const { callbackUrl } = req.body;
  try {
    const response = await axios.post(callbackUrl, { event: 'ping', at: Date.now() }, { timeout: 5000 });
    res.json({ status: response.status });
  } catch (err) {
    res.status(502).json({ error: err.message });
  }
}

module.exports = { testWebhook };
