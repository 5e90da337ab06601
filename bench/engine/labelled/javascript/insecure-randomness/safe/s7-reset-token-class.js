const express = require('express');
const crypto = require('crypto');
const app = express();
app.use(express.json());

class TokenFactory {
  next() {
    return crypto.randomBytes(24).toString('hex');
  }
}

const tokens = new TokenFactory();

app.post('/password-reset', (req, res) => {
  const resetToken = tokens.next();
  req.session.resetToken = resetToken;
  res.json({ sent: true, email: String(req.body.email) });
});

module.exports = app;
