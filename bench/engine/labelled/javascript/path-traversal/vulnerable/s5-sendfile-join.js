const path = require('path');

const UPLOADS = path.join(__dirname, '..', 'uploads');

module.exports = function (req, res) {
  const { name } = req.query;
  res.sendFile(path.join(UPLOADS, name));
};
