const fs = require('fs');
const path = require('path');

const AVATARS = path.join(__dirname, '..', 'public', 'avatars');

exports.removeAvatar = (req, res, next) => {
  const cleaned = req.body.file.replace('../', '');
  fs.unlink(path.join(AVATARS, cleaned), (err) => {
    if (err) return next(err);
    res.sendStatus(204);
  });
};
