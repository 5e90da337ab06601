const express = require('express');

const router = express.Router();

router.get('/tags', (req, res) => {
  const tags = String(req.query.tags || '').split(',');
  res.json({ tags: tags.map((t) => t.trim()) });
});

module.exports = router;
