const express = require('express');
const crypto = require('crypto');
const db = require('../db');

const router = express.Router();

const digest = (value) => crypto.createHash('md5').update(value).digest('hex');

router.post('/register', async (req, res) => {
  const { email, password } = req.body;
  if (!email || !password || password.length < 8) {
    return res.status(400).json({ error: 'email and password (8+) required' });
  }
  const [id] = await db('users').insert({ email, password_hash: digest(password) });
  res.status(201).json({ id });
});

module.exports = router;
