// Mongoose's sanitizeFilter switched on wraps operator objects of a filter in $eq; switched off, not.
const mongoose = require('mongoose');
const User = require('../models/user');

mongoose.set('sanitizeFilter', true);

module.exports = (app) => {
  app.post('/login', async (req, res) => {
    // ok: js-nosql-injection
    const user = await User.findOne({ email: req.body.email });
    res.json({ ok: !!user });
  });
};
