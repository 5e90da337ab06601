const express = require('express');

const router = express.Router();

router.get('/continue', (req, res) => {
  const raw = req.query.data || '';
  const pieces = raw.split('|');
  const dest = pieces.length > 1 ? pieces[1] : pieces[0];
  res.location(dest);
  res.status(302).end();
});

module.exports = router;
