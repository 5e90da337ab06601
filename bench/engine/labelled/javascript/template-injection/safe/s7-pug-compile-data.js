const express = require('express');
const pug = require('pug');
const router = express.Router();

const greet = pug.compile('p Hello #{name}');

router.get('/greet', (req, res) => {
  const name = (req.query.name || 'friend').slice(0, 40);
  res.send(greet({ name }));
});

module.exports = router;
