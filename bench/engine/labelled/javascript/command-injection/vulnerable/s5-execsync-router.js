const express = require('express');
const { execSync } = require('child_process');

module.exports = function buildRouter() {
  const router = express.Router();
  router.get('/diag/ping', (req, res) => {
    const host = req.query.host;
    const out = execSync('ping -c 1 ' + host, { timeout: 5000 }).toString();
    res.type('text/plain').send(out);
  });
  return router;
};
