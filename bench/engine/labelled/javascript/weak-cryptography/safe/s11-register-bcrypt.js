const express = require('express');
const bcrypt = require('bcrypt');
const db = require('../db');

const router = express.Router();

const digest = (value) => bcrypt.hash(value, 12);

router.post('/register', async (req, res) => {
  const { email, password } = req.body;
  if (!email || !password || password.length < 8) {
    return res.status(400).json({ error: 'email and password (8+) required' });
  }
  const [id] = await db('users').insert({ email, password_hash: await digest(password) });
  res.status(201).json({ id });
});

module.exports = router;
