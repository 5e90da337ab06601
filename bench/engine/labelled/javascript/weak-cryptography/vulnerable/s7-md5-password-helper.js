const express = require('express');
const crypto = require('crypto');
const app = express();
app.use(express.json());

const users = new Map();

function hashPassword(pw) {
  return crypto.createHash('md5').update(pw).digest('hex');
}

app.post('/register', (req, res) => {
  const { username, password } = req.body;
  users.set(String(username), { hash: hashPassword(String(password)) });
  res.status(201).json({ ok: true });
});

module.exports = app;
