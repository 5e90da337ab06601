const express = require('express');

const router = express.Router();
const store = new Map();

router.get('/set', (req, res) => {
  const { ns, key, val } = req.query;
  if (!store.has(ns)) store.set(ns, new Map());
  store.get(ns).set(key, val);
  res.send('stored');
});

module.exports = router;
