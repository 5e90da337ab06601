const express = require('express');
const ejs = require('ejs');

const router = express.Router();

router.post('/widget', (req, res) => {
  const list = [];
  list.push('<div>');
  list.push(req.body.widget);
  list.push('</div>');
  const compiled = ejs.compile(list.join(''));
  res.send(compiled({ title: 'Widget' }));
});

module.exports = router;
