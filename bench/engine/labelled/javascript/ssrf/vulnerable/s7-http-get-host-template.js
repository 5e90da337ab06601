const express = require('express');
const http = require('http');
const router = express.Router();

router.post('/health', (req, res) => {
  const { host } = req.body;
  http
    .get(`http://${host}:8080/status`, (upstream) => {
      let body = '';
      upstream.on('data', (c) => (body += c));
      upstream.on('end', () => res.json({ status: body }));
    })
    .on('error', () => res.status(502).end());
});

module.exports = router;
