const express = require('express');
const Token = require('./models/token');
const app = express();
app.use(express.json());

app.post('/reset', async (req, res) => {
  const token = await Token.findOne({ value: req.body.token });
  res.json({ valid: Boolean(token) });
});

module.exports = app;
