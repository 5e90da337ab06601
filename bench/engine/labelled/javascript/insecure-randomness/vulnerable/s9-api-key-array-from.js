const express = require('express');
const db = require('../db');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const router = express.Router();

router.post('/api-keys', async (req, res) => {
  const key = Array.from({ length: 40 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');
  await db.apiKeys.insert({ owner: req.user.id, key });
  res.status(201).json({ key });
});

module.exports = router;
