const serialize = require('node-serialize');
const cookieParser = require('cookie-parser');
const express = require('express');

const app = express();
app.use(cookieParser());

app.get('/cart', (req, res) => {
  let cart = { items: [] };
  if (req.cookies.cart) {
    const raw = Buffer.from(req.cookies.cart, 'base64').toString('utf8');
    cart = serialize.unserialize(raw);
  }
  res.render('cart', { cart });
});

module.exports = app;
