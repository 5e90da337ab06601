const express = require('express');
const ejs = require('ejs');

const router = express.Router();
const page = ejs.compile('<h1>Profile</h1><div class="bio"><%- bio %></div>');

router.get('/profile/preview', (req, res) => {
  res.send(page({ bio: req.query.bio || '' }));
});

module.exports = router;
