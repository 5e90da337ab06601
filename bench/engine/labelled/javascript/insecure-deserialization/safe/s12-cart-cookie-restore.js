const cookieParser = require('cookie-parser');
const express = require('express');

const app = express();
app.use(cookieParser());

app.get('/cart', (req, res) => {
  let cart = { items: [] };
  if (req.cookies.cart) {
    const raw = Buffer.from(req.cookies.cart, 'base64').toString('utf8');
    try {
      const parsed = JSON.parse(raw);
      if (Array.isArray(parsed.items)) cart = { items: parsed.items };
    } catch {
      // ignore a malformed cookie and start with an empty cart
    }
  }
  res.render('cart', { cart });
});

module.exports = app;
