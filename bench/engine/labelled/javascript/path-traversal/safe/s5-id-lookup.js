const path = require('path');

const FILES = {
  terms: 'terms-2024.pdf',
  privacy: 'privacy-2024.pdf',
};

exports.run = function (req, res) {
  const file = FILES[req.params.doc];
  if (!file) return res.sendStatus(404);
  res.sendFile(path.join(__dirname, 'legal', file));
};
