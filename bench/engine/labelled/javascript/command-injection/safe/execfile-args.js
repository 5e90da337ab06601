const { execFile } = require('child_process');

module.exports = function ping(req, res) {
  execFile('ping', ['-c', '3', String(req.query.host)], (err, stdout) => {
    if (err) return res.status(500).send('ping failed');
    res.type('text/plain').send(stdout);
  });
};
