const express = require('express');
const Coupon = require('../models/coupon');

const router = express.Router();

router.post('/cart/discount', async (req, res) => {
  const coupon = await Coupon.findOne({ where: { code: String(req.body.code), active: true } });
  if (!coupon) return res.status(404).json({ error: 'unknown coupon' });
  req.session.discount = coupon.percent;
  res.json({ ok: true });
});

module.exports = router;
