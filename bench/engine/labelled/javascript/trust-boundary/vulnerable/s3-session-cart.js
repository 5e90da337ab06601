const express = require('express');

const router = express.Router();

router.post('/cart/discount', (req, res) => {
  req.session.discount = req.body.discount;
  res.json({ ok: true });
});

module.exports = router;
