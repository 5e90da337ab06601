const http = require('http');
const https = require('https');

module.exports = function imageProxy(req, res) {
  const src = req.query.src;
  const client = src.startsWith('https:') ? https : http;
  client
    .get(src, (upstream) => {
      res.status(upstream.statusCode);
      res.set('Content-Type', upstream.headers['content-type'] || 'application/octet-stream');
      upstream.pipe(res);
    })
    .on('error', () => res.status(502).end());
};
