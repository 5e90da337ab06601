const http = require('http');

module.exports = function (req, res) {
  const opts = { host: req.query.server, port: 8080, path: '/health', method: 'GET' };
  http
    .get(opts, (upstream) => {
      res.status(upstream.statusCode).end();
    })
    .on('error', () => res.sendStatus(502));
};
