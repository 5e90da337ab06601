const axios = require('axios');

module.exports = async (req, res) => {
  const { callbackUrl, event = 'ping' } = req.body;
  const payload = { event, sentAt: new Date().toISOString() };
  try {
    const r = await axios.post(callbackUrl, payload, { timeout: 3000 });
    res.json({ status: r.status });
  } catch (e) {
    res.status(502).json({ error: 'delivery failed' });
  }
};
