const express = require('express');
const jwt = require('jsonwebtoken');
const User = require('../models/user');

const router = express.Router();
router.use(express.json());

router.post('/login', async (req, res) => {
  const { username, apiKey } = req.body;
  if (typeof username !== 'string' || typeof apiKey !== 'string') {
    return res.status(400).json({ error: 'bad request' });
  }
  const user = await User.findOne({ username, apiKey }).lean();
  if (!user) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  const token = jwt.sign({ sub: user._id }, process.env.JWT_SECRET, { expiresIn: '1h' });
  res.json({ token });
});

module.exports = router;
