const path = require('path');
const express = require('express');

const router = express.Router();
const AVATAR_DIR = path.join(__dirname, '..', 'storage', 'avatars');

router.get('/avatars/:name', (req, res, next) => {
  const file = path.join(AVATAR_DIR, req.params.name);
  res.sendFile(file, (err) => {
    if (err) {
      next(err);
    }
  });
});

module.exports = router;
