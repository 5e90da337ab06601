const express = require('express');

const router = express.Router();

function wrap(value) {
  return 'console.log("' + value + '")';
}

router.get('/delay', (req, res) => {
  const items = ['a', req.query.msg, 'c'];
  const picked = items.slice(1, 2)[0];
  setTimeout(wrap(picked), 10);
  res.send('scheduled');
});

module.exports = router;
