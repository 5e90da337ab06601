const express = require('express');

const router = express.Router();
const THEMES = ['light', 'dark', 'contrast'];

router.post('/profile/theme', (req, res) => {
  const requested = req.body.theme;
  req.session.theme = THEMES.includes(requested) ? requested : 'light';
  res.json({ theme: req.session.theme });
});

module.exports = router;
