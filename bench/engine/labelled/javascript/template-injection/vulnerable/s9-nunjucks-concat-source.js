const express = require('express');
const nunjucks = require('nunjucks');

const router = express.Router();
const env = new nunjucks.Environment(null, { autoescape: true });

router.get('/greet', (req, res) => {
  const name = req.query.name || 'guest';
  res.send(env.renderString('<h1>Hello ' + name + '</h1>', {}));
});

module.exports = router;
