const axios = require('axios');
const express = require('express');

const router = express.Router();
const ALLOWED_HOSTS = ['www.youtube.com', 'github.com', 'en.wikipedia.org'];

function extractTitle(html) {
  const m = /<title>([^<]*)<\/title>/i.exec(html);
  return m ? m[1].trim() : null;
}

router.get('/preview', async (req, res) => {
  let target;
  try {
    target = new URL(String(req.query.url));
  } catch (e) {
    return res.status(400).json({ error: 'invalid url' });
  }
  if (target.protocol !== 'https:' || !ALLOWED_HOSTS.includes(target.hostname)) {
    return res.status(400).json({ error: 'host not allowed' });
  }
  try {
    const response = await axios.get(target.toString(), { timeout: 5000, maxContentLength: 1024 * 1024 });
    res.json({ url: target.toString(), title: extractTitle(response.data) });
  } catch (err) {
    res.status(502).json({ error: 'could not fetch' });
  }
});

module.exports = router;
