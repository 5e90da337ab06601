const fs = require('fs');

const LOG_DIR = '/var/log/app';
const LOGS = new Map([
  ['app', 'app.log'],
  ['access', 'access.log'],
  ['worker', 'worker.log'],
]);

module.exports = function viewLog(req, res) {
  const file = LOGS.get(req.query.file || 'app');
  if (!file) {
    res.status(404).json({ error: 'no such log' });
    return;
  }
  const lines = Math.min(parseInt(req.query.lines, 10) || 200, 1000);
  fs.readFile(`${LOG_DIR}/${file}`, 'utf8', (err, text) => {
    if (err) {
      res.status(500).json({ error: 'unreadable' });
      return;
    }
    res.type('text/plain').send(text.split('\n').slice(-lines).join('\n'));
  });
};
