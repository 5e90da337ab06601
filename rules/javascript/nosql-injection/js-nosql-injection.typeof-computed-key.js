// `typeof raw[key] === 'string'` proves the value read under that key a primitive, as long as
// neither the object nor the key is reassigned before it is read again.
const express = require('express');
const Order = require('./models/order');

const router = express.Router();
const FIELDS = ['status', 'channel', 'currency'];

router.get('/orders', async (req, res) => {
  const raw = JSON.parse(String(req.query.where || '{}'));
  const where = {};
  for (const field of FIELDS) {
    if (typeof raw[field] === 'string') where[field] = raw[field];
  }
  // ok: js-nosql-injection
  res.json(await Order.find(where));
});

router.get('/orders-loose', async (req, res) => {
  const raw = JSON.parse(String(req.query.where || '{}'));
  const where = {};
  for (const field of FIELDS) {
    if (raw[field] !== undefined) where[field] = raw[field];
  }
  // ruleid: js-nosql-injection
  res.json(await Order.find(where));
});

router.get('/orders-rekeyed', async (req, res) => {
  const raw = req.body;
  let field = String(req.query.field);
  const where = {};
  if (typeof raw[field] === 'string') {
    field = String(req.query.other);
    where.value = raw[field];
  }
  // ruleid: js-nosql-injection
  res.json(await Order.find(where));
});

module.exports = router;
