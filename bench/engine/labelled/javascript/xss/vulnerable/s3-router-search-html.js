const express = require('express');
const { searchArticles } = require('../services/articles');

const router = express.Router();

router.get('/search', async (req, res) => {
  const q = req.query.q || '';
  const results = await searchArticles(q);
  res.send(`<h1>${results.length} results for ${q}</h1>`);
});

module.exports = router;
