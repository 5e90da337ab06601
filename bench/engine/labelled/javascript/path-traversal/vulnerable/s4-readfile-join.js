const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, 'docs');

module.exports = (req, res) => {
  const file = path.join(ROOT, req.query.page || 'index.md');
  fs.readFile(file, 'utf8', (err, text) => {
    if (err) return res.sendStatus(404);
    res.type('text/plain').send(text);
  });
};
