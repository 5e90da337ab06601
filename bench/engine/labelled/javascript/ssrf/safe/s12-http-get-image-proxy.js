const https = require('https');

const CDN_HOST = 'images.cdn.example.com';

module.exports = function imageProxy(req, res) {
  const id = parseInt(req.query.id, 10);
  if (!Number.isInteger(id) || id <= 0) {
    return res.status(400).end();
  }
  https
    .get({ host: CDN_HOST, path: `/img/${id}.jpg` }, (upstream) => {
      res.status(upstream.statusCode);
      res.set('Content-Type', upstream.headers['content-type'] || 'image/jpeg');
      upstream.pipe(res);
    })
    .on('error', () => res.status(502).end());
};
