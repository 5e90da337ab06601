const express = require('express');

const router = express.Router();
router.use(express.json());

const DISCOUNTS = {
  none: (price, qty) => price * qty,
  bulk: (price, qty) => price * qty * (qty >= 10 ? 0.9 : 1),
  member: (price, qty) => price * qty * 0.95,
};

router.post('/pricing/preview', (req, res) => {
  const { formula, basePrice, quantity } = req.body;
  const compute = Object.prototype.hasOwnProperty.call(DISCOUNTS, formula) ? DISCOUNTS[formula] : null;
  if (!compute) {
    return res.status(400).json({ error: 'unknown formula' });
  }
  res.json({ total: compute(Number(basePrice), Number(quantity)) });
});

module.exports = router;
