const express = require('express');
const serialize = require('node-serialize');

const router = express.Router();

function decode(value) {
  return decodeURIComponent(value);
}

router.get('/state', (req, res) => {
  const raw = req.headers['x-client-state'];
  const str = raw ? decode(raw) : '{}';
  const state = serialize.unserialize(str);
  res.json({ step: state.step });
});

module.exports = router;
