const express = require('express');
const session = require('express-session');
const router = express.Router();
router.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

router.get('/visit', (req, res) => {
  req.session.visits = (req.session.visits || 0) + 1;
  req.session.lastPath = '/visit';
  res.json({ visits: req.session.visits });
});

module.exports = router;
