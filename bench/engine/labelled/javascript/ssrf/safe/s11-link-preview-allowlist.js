const express = require('express');
const axios = require('axios');

const router = express.Router();
const ALLOWED_HOSTS = new Set(['docs.example.com', 'blog.example.com', 'status.example.com']);

function allowedUrl(raw) {
  let parsed;
  try {
    parsed = new URL(String(raw));
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || !ALLOWED_HOSTS.has(parsed.hostname)) {
    return null;
  }
  return parsed;
}

router.get('/preview', async (req, res) => {
  const target = allowedUrl(req.query.url);
  if (!target) {
    return res.status(400).json({ error: 'url not allowed' });
  }
  const response = await axios.get(target.href, { timeout: 5000, maxRedirects: 0 });
  const match = /<title>([^<]*)<\/title>/i.exec(response.data);
  res.json({ url: target.href, title: match ? match[1].trim() : null });
});

module.exports = router;
