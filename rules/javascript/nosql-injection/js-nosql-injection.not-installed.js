const mongoose = require('mongoose');
const User = require('../models/user');

mongoose.set('sanitizeFilter', false);
mongoose.set('strictQuery', true);

module.exports = (app) => {
  app.post('/login', async (req, res) => {
    // ruleid: js-nosql-injection
    const user = await User.findOne({ email: req.body.email });
    res.json({ ok: !!user });
  });
};
