const express = require('express');
const serialize = require('node-serialize');

const router = express.Router();

const DEFAULT_STATE = serialize.serialize({ step: 1, done: false });

router.get('/state', (req, res) => {
  const state = serialize.unserialize(DEFAULT_STATE);
  state.requested = req.headers['x-client-state'];
  res.json({ step: state.step });
});

module.exports = router;
