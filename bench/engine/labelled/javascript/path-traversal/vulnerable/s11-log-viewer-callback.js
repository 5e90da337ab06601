const fs = require('fs');

const LOG_DIR = '/var/log/app';

module.exports = function viewLog(req, res) {
  const file = req.query.file || 'app.log';
  const lines = Math.min(parseInt(req.query.lines, 10) || 200, 1000);
  fs.readFile(`${LOG_DIR}/${file}`, 'utf8', (err, text) => {
    if (err) {
      res.status(404).json({ error: 'no such log' });
      return;
    }
    const tail = text.split('\n').slice(-lines);
    res.type('text/plain').send(tail.join('\n'));
  });
};
