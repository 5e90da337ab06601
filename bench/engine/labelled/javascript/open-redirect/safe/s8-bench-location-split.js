const express = require('express');

const router = express.Router();

const DESTINATIONS = {
  home: '/',
  cart: '/cart',
  orders: '/account/orders',
};

router.get('/continue', (req, res) => {
  const raw = req.query.data || '';
  const pieces = raw.split('|');
  const key = pieces.length > 1 ? pieces[1] : pieces[0];
  const dest = DESTINATIONS[key] || '/';
  res.location(dest);
  res.status(302).end();
});

module.exports = router;
