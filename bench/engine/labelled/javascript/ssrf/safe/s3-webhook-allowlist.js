const axios = require('axios');

const ALLOWED_HOSTS = ['hooks.slack.com', 'discord.com'];

async function testWebhook(req, res) {
  let target;
  try {
    target = new URL(req.body.callbackUrl);
  } catch {
    return res.status(400).json({ error: 'bad url' });
  }
  if (target.protocol !== 'https:' || !ALLOWED_HOSTS.includes(target.hostname)) {
    return res.status(400).json({ error: 'host not allowed' });
  }
  const response = await axios.post(target.toString(), { event: 'ping' }, { timeout: 5000 });
  res.json({ status: response.status });
}

module.exports = { testWebhook };
