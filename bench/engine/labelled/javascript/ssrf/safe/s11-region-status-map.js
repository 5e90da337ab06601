const https = require('https');

const REGION_HOSTS = {
  eu: 'status-eu.example.net',
  us: 'status-us.example.net',
  ap: 'status-ap.example.net',
};

module.exports = function regionStatus(req, res) {
  const host = REGION_HOSTS[req.params.region];
  if (!host) {
    return res.status(404).json({ error: 'unknown region' });
  }
  https
    .get({ host, path: '/health', timeout: 3000 }, (upstream) => {
      let body = '';
      upstream.on('data', (chunk) => {
        body += chunk;
      });
      upstream.on('end', () => res.status(upstream.statusCode).type('application/json').send(body));
    })
    .on('error', () => res.status(504).json({ error: 'region unreachable' }));
};
