const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, 'docs');

module.exports = (req, res) => {
  const file = path.resolve(ROOT, req.query.page || 'index.md');
  if (!file.startsWith(ROOT + path.sep)) return res.sendStatus(403);
  fs.readFile(file, 'utf8', (err, text) => {
    if (err) return res.sendStatus(404);
    res.type('text/plain').send(text);
  });
};
