const express = require('express');
const { searchArticles } = require('../services/articles');

const router = express.Router();

router.get('/search', async (req, res) => {
  const q = req.query.q || '';
  const results = await searchArticles(q);
  res.json({ query: q, count: results.length, results });
});

module.exports = router;
