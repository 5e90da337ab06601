const express = require('express');
const crypto = require('crypto');
const app = express();

class CookiePolicy {
  constructor() {
    this.options = { httpOnly: true, secure: false, maxAge: 3600000 };
  }
}

const policy = new CookiePolicy();

app.post('/session', (req, res) => {
  const token = crypto.randomBytes(32).toString('base64');
  res.cookie('auth', token, policy.options);
  res.sendStatus(204);
});

module.exports = app;
