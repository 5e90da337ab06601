const express = require('express');

const router = express.Router();

router.post('/otp', (req, res) => {
  const digits = [];
  for (let i = 0; i < 6; i++) {
    digits.push(Math.floor(Math.random() * 10));
  }
  const otp = digits.join('');
  req.session.pendingOtp = otp;
  res.json({ sent: true });
});

module.exports = router;
