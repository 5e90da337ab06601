// new Map(pairs) with constant keys: each value is held under its own key.
const express = require('express');
const { exec } = require('child_process');

const router = express.Router();

router.get('/echo', (req, res) => {
  const lookup = new Map([['keyA', req.query.p], ['keyB', 'safe']]);
  // ok: js-command-injection
  exec('echo ' + lookup.get('keyB'));
  // ruleid: js-command-injection
  exec('echo ' + lookup.get('keyA'));
  const fromQuery = new Map(Object.entries(req.query));
  // ruleid: js-command-injection
  exec('echo ' + fromQuery.get('keyB'));
  res.send('ok');
});

module.exports = router;
