const http = require('http');

module.exports = function nodeStatus(req, res) {
  const host = req.params.host;
  const port = req.query.port || 8080;
  http
    .get(`http://${host}:${port}/status`, (upstream) => {
      let body = '';
      upstream.on('data', (chunk) => {
        body += chunk;
      });
      upstream.on('end', () => {
        res.status(upstream.statusCode).type('application/json').send(body);
      });
    })
    .on('error', () => res.status(504).json({ error: 'node unreachable' }));
};
