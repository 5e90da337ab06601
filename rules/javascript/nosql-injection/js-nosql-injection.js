const express = require('express');
const mongoose = require('mongoose');

const User = mongoose.model('User', new mongoose.Schema({ name: String, password: String }));
const app = express();

app.post('/login', async (req, res) => {
  // ruleid: js-nosql-injection
  const user = await User.findOne({ name: req.body.name, password: req.body.password });
  // ok: js-nosql-injection
  const same = await User.findOne({ name: String(req.body.name), password: String(req.body.password) });
  // ok: js-nosql-injection
  const admins = await User.find({ role: 'admin' });
  // ruleid: js-nosql-injection
  const found = await User.find(req.query.filter);
  res.json({ ok: !!user, same: !!same, admins, found });
});
