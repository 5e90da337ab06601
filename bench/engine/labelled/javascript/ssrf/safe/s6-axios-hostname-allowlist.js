const axios = require('axios');

const FEED_HOSTS = new Set(['feeds.partner-one.test', 'feeds.partner-two.test']);

exports.importFeed = async (req, res) => {
  const { url: feedUrl, timeout = 5000 } = req.body;
  let parsed;
  try {
    parsed = new URL(feedUrl);
  } catch {
    return res.status(400).json({ error: 'bad url' });
  }
  if (parsed.protocol !== 'https:' || !FEED_HOSTS.has(parsed.hostname)) {
    return res.status(400).json({ error: 'host not allowed' });
  }
  const { data } = await axios.get(parsed.toString(), { timeout, responseType: 'text' });
  res.json({ bytes: data.length });
};
