const fs = require('fs');
const path = require('path');

const AVATARS = path.join(__dirname, '..', 'public', 'avatars');

exports.removeAvatar = async (req, res, next) => {
  const avatar = await req.app.locals.db.avatars.findOne({ owner: req.user.id });
  if (!avatar) return res.sendStatus(404);
  fs.unlink(path.join(AVATARS, `${avatar.id}.png`), (err) => {
    if (err) return next(err);
    res.sendStatus(204);
  });
};
