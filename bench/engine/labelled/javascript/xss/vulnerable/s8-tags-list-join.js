const express = require('express');

const router = express.Router();

router.get('/tags', (req, res) => {
  const tags = String(req.query.tags || '').split(',');
  const items = tags.map((t) => `<li>${t.trim()}</li>`).join('');
  res.send(`<ul class="tags">${items}</ul>`);
});

module.exports = router;
