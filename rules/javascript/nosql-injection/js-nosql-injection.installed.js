// A file that installs express-mongo-sanitize strips operator keys from request data before its
// handlers run; a file that does not, does not.
const express = require('express');
const mongoSanitize = require('express-mongo-sanitize');
const User = require('../models/user');

const app = express();
app.use(express.json());
app.use(mongoSanitize());

app.post('/login', async (req, res) => {
  // ok: js-nosql-injection
  const user = await User.findOne({ email: req.body.email, password: req.body.password });
  res.json({ ok: !!user });
});

module.exports = app;
