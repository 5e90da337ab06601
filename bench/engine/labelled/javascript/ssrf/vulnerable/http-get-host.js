const http = require('http');

exports.status = (req, res) => {
  http.get(`http://${req.params.host}:8080/health`, (upstream) => {
    res.status(upstream.statusCode).end();
  }).on('error', () => res.sendStatus(502));
};
