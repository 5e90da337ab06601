'use strict';

const path = require('path');
const express = require('express');
const axios = require('axios');
const shell = require('../core/shell');
const fetcher = require('../core/fetcher');
const auth = require('../core/auth');
const config = require('../config');

const router = express.Router();
router.use(auth.requireLogin);

const RECORD_TYPES = ['A', 'AAAA', 'MX', 'TXT', 'NS'];
const HOSTNAME = /^[a-z0-9.-]{1,253}$/i;

router.get('/', (req, res) => {
  res.render('lab', { output: null });
});

router.post('/ping', (req, res) => {
  shell.ping(req.body.host, (err, stdout, stderr) => {
    res.render('lab', { output: stdout || stderr || String(err) });
  });
});

router.post('/ping/strict', (req, res) => {
  shell.pingSafely(req.body.host, (err, stdout) => {
    res.render('lab', { output: stdout || String(err) });
  });
});

router.post('/dns', (req, res) => {
  const type = RECORD_TYPES.includes(req.body.type) ? req.body.type : 'A';
  shell.lookup(req.body.name, type, (err, stdout) => {
    res.render('lab', { output: stdout || String(err) });
  });
});

router.post('/whois', (req, res) => {
  shell.whois(req.body.domain, (err, stdout) => {
    res.render('lab', { output: stdout || String(err) });
  });
});

router.post('/whois/strict', (req, res) => {
  if (!HOSTNAME.test(req.body.domain)) return res.status(400).render('lab', { output: 'bad domain' });
  return shell.lookup(req.body.domain, 'NS', (err, stdout) => {
    res.render('lab', { output: stdout || String(err) });
  });
});

router.post('/archive', (req, res) => {
  const out = path.join(config.reportDir, 'workspace-' + req.session.userId + '.tgz');
  const child = shell.archive(req.body.folder, out);
  child.on('close', (code) => res.json({ code }));
});

router.post('/archive/strict', (req, res) => {
  const out = path.join(config.reportDir, 'workspace-' + req.session.userId + '.tgz');
  const child = shell.archiveSafely(path.basename(String(req.body.folder)), out);
  child.on('close', (code) => res.json({ code }));
});

router.get('/disk', (req, res) => {
  shell.diskUsage((err, stdout) => res.type('text/plain').send(stdout));
});

router.get('/preview', async (req, res) => {
  try {
    const upstream = await fetcher.fetchPreview(req.query.url);
    res.json({ status: upstream.statusCode, length: String(upstream.body).length });
  } catch (err) {
    res.status(502).json({ error: err.message });
  }
});

router.get('/preview/allowed', async (req, res) => {
  try {
    const upstream = await fetcher.fetchAllowedPreview(req.query.url);
    res.json({ status: upstream.status });
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
});

router.post('/webhook-test', async (req, res) => {
  try {
    const status = await fetcher.postWebhook(req.body.hookUrl, { event: 'ping', from: config.appName });
    res.json({ status });
  } catch (err) {
    res.status(502).json({ error: err.message });
  }
});

router.get('/image-proxy', async (req, res) => {
  try {
    const upstream = await axios.get(req.query.src, { responseType: 'arraybuffer', timeout: 4000 });
    res.type(upstream.headers['content-type'] || 'application/octet-stream').send(upstream.data);
  } catch (err) {
    res.status(502).end();
  }
});

router.get('/wiki', async (req, res) => {
  try {
    const summary = await fetcher.fetchWikiSummary(String(req.query.title || 'Cross-site_scripting'));
    res.json({ extract: summary.data.extract });
  } catch (err) {
    res.status(502).json({ error: 'wiki unavailable' });
  }
});

module.exports = router;
