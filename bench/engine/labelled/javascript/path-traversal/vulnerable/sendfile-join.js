const path = require('path');

module.exports = function download(req, res) {
  const file = path.join(__dirname, '../uploads', req.query.name);
  res.sendFile(file);
};
