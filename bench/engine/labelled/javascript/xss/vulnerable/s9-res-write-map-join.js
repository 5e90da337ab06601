const express = require('express');

const router = express.Router();

router.get('/tags', (req, res) => {
  const tags = String(req.query.tags || '').split(',');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.write('<ul>');
  res.write(tags.map((t) => `<li>${t}</li>`).join(''));
  res.end('</ul>');
});

module.exports = router;
