const express = require('express');
const pug = require('pug');
const router = express.Router();

router.get('/greet', (req, res) => {
  const name = (req.query.name || 'friend').slice(0, 40);
  const source = `p Hello ${name}`;
  const fn = pug.compile(source);
  res.send(fn({}));
});

module.exports = router;
