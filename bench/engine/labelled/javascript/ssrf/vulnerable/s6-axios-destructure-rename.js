const axios = require('axios');

exports.importFeed = async (req, res) => {
  const { url: feedUrl, timeout = 5000 } = req.body;
  const { data } = await axios.get(feedUrl, { timeout, responseType: 'text' });
  res.json({ bytes: data.length });
};
