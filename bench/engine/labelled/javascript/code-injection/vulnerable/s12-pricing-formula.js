const express = require('express');

const router = express.Router();
router.use(express.json());

router.post('/pricing/preview', (req, res) => {
  const { formula, basePrice, quantity } = req.body;
  const price = Number(basePrice);
  const qty = Number(quantity);
  let total;
  try {
    // formula is something like "price * qty * 0.9"
    total = eval(formula.replace(/price/g, String(price)).replace(/qty/g, String(qty)));
  } catch (e) {
    return res.status(400).json({ error: 'bad formula' });
  }
  res.json({ total });
});

module.exports = router;
