// `typeof req.body.x === 'string'` proves a primitive: no query operators in it.
const express = require('express');
const User = require('./models/user');

const router = express.Router();

router.post('/reset', async (req, res) => {
  if (typeof req.body.token !== 'string') return res.status(400).end();
  // ok: js-nosql-injection
  const user = await User.findOne({ resetToken: req.body.token });
  res.json({ found: !!user });
});

router.post('/reset-loose', async (req, res) => {
  // ruleid: js-nosql-injection
  const user = await User.findOne({ resetToken: req.body.token });
  res.json({ found: !!user });
});

module.exports = router;
