const express = require('express');
const axios = require('axios');
const app = express();

const ALLOWED_HOSTS = new Set(['127.0.0.1', 'localhost']);

app.get('/preview', async (req, res) => {
  let url;
  try {
    url = new URL(String(req.query.url));
  } catch (e) {
    return res.status(400).end();
  }
  if (!ALLOWED_HOSTS.has(url.hostname)) return res.status(403).end();
  const response = await axios.get(url.toString(), { timeout: 3000 });
  res.json({ snippet: String(response.data).slice(0, 200) });
});

module.exports = app;
