const express = require('express');
const crypto = require('crypto');
const app = express();
app.use(express.json());

const users = new Map();

function hashPassword(pw) {
  const salt = crypto.randomBytes(16);
  return salt.toString('hex') + ':' + crypto.scryptSync(pw, salt, 64).toString('hex');
}

app.post('/register', (req, res) => {
  const { username, password } = req.body;
  users.set(String(username), { hash: hashPassword(String(password)) });
  res.status(201).json({ ok: true });
});

module.exports = app;
