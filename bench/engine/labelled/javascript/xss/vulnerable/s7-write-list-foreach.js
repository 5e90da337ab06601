const express = require('express');
const router = express.Router();

router.post('/list', (req, res) => {
  const items = Array.isArray(req.body.items) ? req.body.items : [];
  res.setHeader('Content-Type', 'text/html');
  res.write('<ul>');
  items.forEach((item) => {
    res.write('<li>' + item + '</li>');
  });
  res.end('</ul>');
});

module.exports = router;
