const { exec } = require('child_process');

function makeRouter(router) {
  router.post('/ping', async function (req, res, next) {
    const host = req.body.host;
    // ruleid: js-command-injection
    exec('ping -c 1 ' + host, (err, out) => {
      if (err) return next(err);
      res.type('text').send(out);
    });
  });

  router.get('/uptime', (req, res) => {
    const verbose = req.query.verbose === 'yes';
    // ok: js-command-injection
    exec(verbose ? 'uptime -p' : 'uptime', (err, out) => res.send(out));
  });
  return router;
}

module.exports = (app) => app.use('/tools', makeRouter(require('express').Router()));
