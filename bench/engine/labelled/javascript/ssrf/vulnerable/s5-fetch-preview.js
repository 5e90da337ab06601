const fetch = require('node-fetch');

function buildUrl(host, port) {
  return `http://${host}:${port || 80}/status`;
}

exports.run = (req, res) => {
  fetch(buildUrl(req.query.host, req.query.port))
    .then((r) => r.text())
    .then((body) => res.json({ body: body.slice(0, 200) }));
};
