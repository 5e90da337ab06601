const express = require('express');

const router = express.Router();

router.get('/delay', (req, res) => {
  const items = ['a', req.query.msg, 'c'];
  const picked = items.slice(1, 2)[0];
  setTimeout(() => console.log(picked), 10);
  res.send('scheduled');
});

module.exports = router;
