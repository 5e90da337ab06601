const { execFile } = require('child_process');

const HOST = /^[a-zA-Z0-9.-]{1,253}$/;

module.exports = (req, res) => {
  const host = String(req.query.host || '');
  if (!HOST.test(host)) return res.status(400).send('bad host');
  execFile('ping', ['-c', '1', host], { timeout: 5000 }, (err, stdout) => {
    res.type('text/plain').send(err ? 'unreachable' : stdout);
  });
};
