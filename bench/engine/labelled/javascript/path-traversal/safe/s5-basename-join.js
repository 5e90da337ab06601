const fs = require('fs');
const path = require('path');

module.exports = (req, res) => {
  const name = path.basename(String(req.query.file || ''));
  fs.readFile(path.join(__dirname, 'public', name), (err, data) => {
    if (err) return res.sendStatus(404);
    res.type('application/octet-stream').send(data);
  });
};
