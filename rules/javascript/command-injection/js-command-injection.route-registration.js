// Handlers registered on an untyped `app`/`router` (a router module taking the app as a parameter):
// a routing method given a constant path registers them, so a body read is request data even when
// the response is only ended.
const { exec } = require('child_process');

function archive(req, res) {
  // ruleid: js-command-injection
  exec('tar czf /backups/' + req.body.name + '.tgz /srv/data');
  res.end();
}

module.exports = (app, router) => {
  app.post('/jobs/zip', (req, res) => {
    const parts = ['zip', '-r', req.body.target, '.'];
    // ruleid: js-command-injection
    exec(parts.join(' '), () => res.end());
  });
  app.post('/jobs/archive', archive);
  router.route('/jobs/clean').post((req, res) => {
    // ruleid: js-command-injection
    exec(`rm -rf /tmp/jobs/${req.body.id}`);
    res.end();
  });
  app.post('/jobs/list', (req, res) => {
    // ok: js-command-injection
    exec('ls /tmp/jobs', () => res.end(String(req.body.page)));
  });
};

// Not a route: a client call whose options bag has a body, and a mock server's handler.
function prepare(opts, done) {
  // ok: js-command-injection
  exec('echo ' + opts.body.length);
  done(opts);
}
module.exports.client = (api) => api.post('/remote', prepare);
module.exports.mock = (rest) =>
  rest.post('/api/run', (req, res, ctx) => {
    // ok: js-command-injection
    exec('echo ' + req.body.cmd);
    return res(ctx.status(200));
  });
