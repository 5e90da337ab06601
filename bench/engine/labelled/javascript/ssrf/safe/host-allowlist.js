const axios = require('axios');
const ALLOWED = ['api.partner.example', 'cdn.partner.example'];

module.exports = async function preview(req, res) {
  const url = new URL(req.query.url);
  if (!ALLOWED.includes(url.hostname) || url.protocol !== 'https:') return res.status(400).end();
  const response = await axios.get(url.toString());
  res.json({ status: response.status });
};
