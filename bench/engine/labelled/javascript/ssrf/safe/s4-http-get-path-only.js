const http = require('http');

module.exports = (req, res) => {
  const id = encodeURIComponent(req.body.id);
  http.get({ host: 'inventory.internal', port: 8080, path: `/items/${id}` }, (r) => res.json({ status: r.statusCode }))
    .on('error', () => res.status(502).end());
};
