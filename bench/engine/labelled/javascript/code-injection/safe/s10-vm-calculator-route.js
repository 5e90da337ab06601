const express = require('express');

const router = express.Router();

const OPS = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => (b === 0 ? NaN : a / b),
};

router.post('/calc', (req, res) => {
  const { left, op, right } = req.body;
  const a = Number(left);
  const b = Number(right);
  const fn = OPS[op];
  if (!fn || Number.isNaN(a) || Number.isNaN(b)) {
    return res.status(400).json({ error: 'bad input' });
  }
  res.json({ value: fn(a, b) });
});

module.exports = router;
