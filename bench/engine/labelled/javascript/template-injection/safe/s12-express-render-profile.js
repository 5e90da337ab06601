const express = require('express');
const User = require('../models/user');

const router = express.Router();

router.get('/u/:handle', async (req, res) => {
  const user = await User.findOne({ handle: String(req.params.handle) }).lean();
  if (!user) return res.status(404).render('404');
  res.render('profile', { user, tab: req.query.tab || 'posts' });
});

module.exports = router;
