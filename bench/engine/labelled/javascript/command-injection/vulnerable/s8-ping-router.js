const { exec } = require('child_process');

module.exports = function diagnostics(app) {
  app.get('/diag/ping', (req, res) => {
    const host = req.query.host;
    exec(`ping -c 2 ${host}`, { timeout: 5000 }, (err, stdout) => {
      if (err) return res.status(500).send('ping failed');
      res.type('text/plain').send(stdout);
    });
  });
};
