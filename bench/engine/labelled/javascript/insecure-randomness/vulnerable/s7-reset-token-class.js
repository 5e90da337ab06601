const express = require('express');
const app = express();
app.use(express.json());

class TokenFactory {
  next() {
    return Math.random().toString(36).slice(2) + Date.now().toString(36);
  }
}

const tokens = new TokenFactory();

app.post('/password-reset', (req, res) => {
  const resetToken = tokens.next();
  req.session.resetToken = resetToken;
  res.json({ sent: true, email: String(req.body.email) });
});

module.exports = app;
