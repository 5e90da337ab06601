const express = require('express');
const { signToken } = require('../lib/tokens');

const router = express.Router();

router.post('/remember', async (req, res) => {
  const token = await signToken(req.user.id);
  res.setHeader('Set-Cookie', `remember_me=${token}; Path=/; Max-Age=2592000; HttpOnly; Secure; SameSite=Strict`);
  res.sendStatus(204);
});

module.exports = router;
