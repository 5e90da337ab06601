// One of two client modules chosen at run time (`secure ? https : http`): a call on the choice is
// a call of either module's function.
const http = require('http');
const https = require('https');

exports.proxy = function proxy(req, res) {
  const src = String(req.query.src);
  const client = src.startsWith('https:') ? https : http;
  // ruleid: js-ssrf
  client.get(src, (upstream) => upstream.pipe(res));
};

exports.pinned = function pinned(req, res) {
  const secure = req.query.tls === '1';
  const client = secure ? https : http;
  // ok: js-ssrf
  client.get({ host: 'status.internal.example.com', path: '/health' }, (upstream) => upstream.pipe(res));
};

exports.chosenLater = function chosenLater(req, res) {
  let client = http;
  if (req.query.tls === '1') client = https;
  // ruleid: js-ssrf
  client.request(req.query.target, (upstream) => upstream.pipe(res)).end();
};
