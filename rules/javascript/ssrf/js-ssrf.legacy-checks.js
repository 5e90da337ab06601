// Host allow-lists written the ES5 way: `indexOf(…) < 0` then reject, on `url.parse` results too.
const express = require('express');
const axios = require('axios');
const url = require('url');

const FEED_HOSTS = ['feeds.example.com', 'cdn.example.com'];
const router = express.Router();

router.get('/feed', function (req, res, next) {
  const parsed = url.parse(String(req.query.src || ''));
  if (parsed.protocol !== 'https:' || FEED_HOSTS.indexOf(parsed.hostname) < 0) {
    return res.status(400).send('unsupported source');
  }
  // ok: js-ssrf
  axios.get(parsed.href).then(function (r) { res.send(r.data); }, next);
});

router.get('/logo', function (req, res, next) {
  const parsed = new URL(String(req.query.src || ''));
  if (FEED_HOSTS.indexOf(parsed.hostname) === -1) return res.status(400).end();
  // ok: js-ssrf
  axios.get(parsed.href).then(function (r) { res.send(r.data); }, next);
});

router.get('/any', function (req, res, next) {
  const parsed = url.parse(String(req.query.src || ''));
  // Only logged: nothing is rejected.
  if (FEED_HOSTS.indexOf(parsed.hostname) < 0) console.warn('unlisted host');
  // ruleid: js-ssrf
  axios.get(parsed.href).then(function (r) { res.send(r.data); }, next);
});

router.get('/built', function (req, res, next) {
  // The URL is built on its own line: reported there and where it is fetched.
  // ruleid: js-ssrf
  const target = req.query.provider + '/quote/' + req.query.symbol;
  // ruleid: js-ssrf
  axios.get(target).then(function (r) { res.send(r.data); }, next);
});

module.exports = router;
