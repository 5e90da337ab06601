const express = require('express');
const pug = require('pug');

const router = express.Router();

router.get('/banner', (req, res) => {
  const source = 'div.banner\n  h2 ' + (req.query.headline || 'Sale');
  const fn = pug.compile(source);
  res.send(fn({}));
});

module.exports = router;
