const express = require('express');
const vm = require('vm');
const router = express.Router();

function decode(encoded) {
  return Buffer.from(encoded, 'base64').toString('utf8');
}

router.get('/preview', (req, res) => {
  const script = decode(req.query.script || '');
  try {
    const out = vm.runInNewContext(script, { total: 10 });
    res.json({ out });
  } catch (e) {
    res.status(400).json({ error: 'failed' });
  }
});

module.exports = router;
