const fs = require('fs');
const path = require('path');
const AVATARS = { cat: 'cat.png', dog: 'dog.png', fox: 'fox.png' };

module.exports = (req, res) => {
  const name = AVATARS[req.cookies.avatar] || 'default.png';
  res.type('png').send(fs.readFileSync(path.join('public/avatars', name)));
};
