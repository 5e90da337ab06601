const path = require('path');
const express = require('express');

const router = express.Router();
const AVATAR_DIR = path.join(__dirname, '..', 'storage', 'avatars');

router.get('/avatars/:name', (req, res, next) => {
  const name = path.basename(req.params.name);
  res.sendFile(name, { root: AVATAR_DIR, dotfiles: 'deny' }, (err) => {
    if (err) {
      next(err);
    }
  });
});

module.exports = router;
