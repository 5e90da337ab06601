const { exec } = require('child_process');

module.exports = function ping(req, res) {
  exec('ping -c 3 ' + req.query.host, (err, stdout) => {
    if (err) return res.status(500).send('ping failed');
    res.type('text/plain').send(stdout);
  });
};
