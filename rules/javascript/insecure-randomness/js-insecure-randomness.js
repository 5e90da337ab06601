const express = require('express');
const crypto = require('crypto');
const jwt = require('jsonwebtoken');

const app = express();

app.post('/session', (req, res) => {
  // ruleid: js-insecure-randomness
  const token = Math.random().toString(36).slice(2);
  // ruleid: js-insecure-randomness
  res.cookie('sid', token, { secure: true, httpOnly: true });
  // ok: js-insecure-randomness
  res.cookie('sid', crypto.randomBytes(32).toString('hex'), { secure: true, httpOnly: true });
  // ruleid: js-insecure-randomness
  const code = Math.floor(Math.random() * 1000000);
  // ruleid: js-insecure-randomness
  res.cookie('otp', String(code), { secure: true, httpOnly: true });
  // A random layout choice is not a secret.
  const variant = Math.random() < 0.5 ? 'a' : 'b';
  // ok: js-insecure-randomness
  res.cookie('ab', variant, { secure: true, httpOnly: true });
  // ruleid: js-insecure-randomness
  const signed = jwt.sign({ sub: req.body.user }, 'k' + Math.random());
  // ok: js-insecure-randomness
  const good = jwt.sign({ sub: req.body.user }, process.env.JWT_SECRET);
  res.json({ signed, good, jitter: Math.random() * 100 });
});
