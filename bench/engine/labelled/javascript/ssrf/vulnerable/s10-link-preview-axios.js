const axios = require('axios');
const express = require('express');

const router = express.Router();

function extractTitle(html) {
  const m = /<title>([^<]*)<\/title>/i.exec(html);
  return m ? m[1].trim() : null;
}

router.get('/preview', async (req, res) => {
  const { url } = req.query;
  try {
    const response = await axios.get(url, { timeout: 5000, maxContentLength: 1024 * 1024 });
    res.json({ url, title: extractTitle(response.data) });
  } catch (err) {
    res.status(502).json({ error: 'could not fetch' });
  }
});

module.exports = router;
