const express = require('express');

const router = express.Router();
const store = {};

router.get('/set', (req, res) => {
  const { ns, key, val } = req.query;
  if (!store[ns]) store[ns] = {};
  store[ns][key] = val;
  res.send('stored');
});

module.exports = router;
