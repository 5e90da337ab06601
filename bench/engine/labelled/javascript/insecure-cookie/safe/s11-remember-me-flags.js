const express = require('express');
const crypto = require('crypto');
const { verifyCredentials, storeRememberToken } = require('../services/auth');

const router = express.Router();
const COOKIE_FLAGS = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' };

router.post('/login', async (req, res) => {
  const user = await verifyCredentials(req.body.email, req.body.password);
  if (!user) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  if (req.body.remember) {
    const token = crypto.randomBytes(32).toString('hex');
    await storeRememberToken(user.id, token);
    res.cookie('remember_me', token, { ...COOKIE_FLAGS, maxAge: 30 * 24 * 3600 * 1000 });
  }
  res.json({ id: user.id });
});

module.exports = router;
