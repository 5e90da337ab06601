const express = require('express');
const jwt = require('jsonwebtoken');
const { verifyUser } = require('../services/users');

const router = express.Router();

router.post('/login', async (req, res) => {
  const user = await verifyUser(req.body.email, req.body.password);
  if (!user) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  const token = jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '8h' });
  res.cookie('access_token', token, {
    maxAge: 8 * 60 * 60 * 1000,
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
  });
  res.json({ id: user.id, name: user.name });
});

module.exports = router;
