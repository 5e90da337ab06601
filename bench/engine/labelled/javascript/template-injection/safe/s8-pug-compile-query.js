const express = require('express');
const pug = require('pug');

const router = express.Router();
const banner = pug.compile('div.banner\n  h2= headline');

router.get('/banner', (req, res) => {
  res.send(banner({ headline: req.query.headline || 'Sale' }));
});

module.exports = router;
