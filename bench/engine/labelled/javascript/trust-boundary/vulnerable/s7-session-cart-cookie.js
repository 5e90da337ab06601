const express = require('express');
const cookieParser = require('cookie-parser');
const session = require('express-session');
const router = express.Router();
router.use(cookieParser());
router.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

router.get('/cart/restore', (req, res) => {
  try {
    const cart = JSON.parse(req.cookies.cart || '[]');
    req.session.cart = cart;
  } catch (e) {
    req.session.cart = [];
  }
  res.json({ restored: true });
});

module.exports = router;
