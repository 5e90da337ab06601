const http = require('http');
const HOSTS = { eu: 'eu.status.example', us: 'us.status.example' };

exports.status = (req, res) => {
  const host = HOSTS[req.params.region];
  if (!host) return res.sendStatus(404);
  http.get(`http://${host}:8080/health`, (upstream) => {
    res.status(upstream.statusCode).end();
  }).on('error', () => res.sendStatus(502));
};
