const express = require('express');
const router = express.Router();

router.post('/list', (req, res) => {
  const items = Array.isArray(req.body.items) ? req.body.items : [];
  const cleaned = items.map((item) => String(item).trim());
  res.json({ items: cleaned, count: cleaned.length });
});

module.exports = router;
