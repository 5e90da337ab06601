// needle takes the method first in its generic forms: needle(method, url, data, options) and
// needle.request(method, url, data, options, callback); its shorthands take the URL first.
const express = require('express');
const needle = require('needle');

const router = express.Router();

function fetchPage(target) {
  // ruleid: js-ssrf
  return needle('get', target, { follow_max: 3 });
}

router.get('/preview', async (req, res) => {
  // ruleid: js-ssrf
  const page = await fetchPage(req.query.url);
  res.json({ status: page.statusCode });
});

router.post('/relay', (req, res) => {
  // ruleid: js-ssrf
  needle.request('post', req.body.hook, { ok: true }, { json: true }, () => res.end());
});

router.get('/head', async (req, res) => {
  // ruleid: js-ssrf
  const out = await needle.head(req.query.url);
  res.json(out.headers);
});

router.get('/method', async (req, res) => {
  // The client chooses only the method; the destination is fixed.
  // ok: js-ssrf
  const out = await needle(req.query.method, 'https://status.example.com/api/summary');
  res.json({ status: out.statusCode });
});

module.exports = router;
