const express = require('express');
const axios = require('axios');
const app = express();

async function fetchPreview(target) {
  const response = await axios.get(target.trim(), { timeout: 3000 });
  return String(response.data).slice(0, 200);
}

app.get('/preview', async (req, res) => {
  try {
    res.json({ snippet: await fetchPreview(req.query.url) });
  } catch (e) {
    res.status(502).json({ error: 'fetch failed' });
  }
});

module.exports = app;
