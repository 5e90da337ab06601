const express = require('express');

const router = express.Router();

router.get('/locale/:lang', (req, res) => {
  res.cookie('lang', req.params.lang, { httpOnly: true, secure: true, sameSite: 'lax' });
  const back = req.get('Referer') || req.query.back || '/';
  res.location(back);
  res.status(303).end();
});

module.exports = router;
