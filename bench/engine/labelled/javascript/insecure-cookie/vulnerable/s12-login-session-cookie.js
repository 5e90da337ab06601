const express = require('express');
const bcrypt = require('bcrypt');
const { createSession } = require('../services/sessions');
const User = require('../models/user');

const router = express.Router();

router.post('/login', express.urlencoded({ extended: false }), async (req, res) => {
  const user = await User.findOne({ email: String(req.body.email) });
  if (!user || !(await bcrypt.compare(String(req.body.password), user.passwordHash))) {
    return res.status(401).render('login', { error: 'Invalid email or password' });
  }
  const sid = await createSession(user.id);
  res.cookie('sid', sid, { maxAge: 7 * 24 * 3600 * 1000 });
  res.redirect('/dashboard');
});

module.exports = router;
