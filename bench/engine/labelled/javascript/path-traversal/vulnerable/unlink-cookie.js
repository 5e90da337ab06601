const fs = require('fs');
const path = require('path');

module.exports = (req, res) => {
  const avatar = path.join('public/avatars', req.cookies.avatar);
  fs.unlinkSync(avatar);
  res.json({ removed: true });
};
