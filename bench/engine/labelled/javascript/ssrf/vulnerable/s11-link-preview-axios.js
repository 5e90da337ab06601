const express = require('express');
const axios = require('axios');

const router = express.Router();

function extractTitle(html) {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return match ? match[1].trim() : null;
}

router.get('/preview', async (req, res) => {
  const { url } = req.query;
  try {
    const response = await axios.get(url, { timeout: 5000, maxContentLength: 1 << 20 });
    res.json({ url, title: extractTitle(response.data), status: response.status });
  } catch (err) {
    res.status(502).json({ error: 'could not fetch preview' });
  }
});

module.exports = router;
