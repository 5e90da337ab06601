const express = require('express');

const app = express();

app.get('/lang/:code', (req, res) => {
  const back = req.get('referer') || '/';
  res.cookie('lang', req.params.code, { httpOnly: true, secure: true });
  res.writeHead(302, { Location: back });
  res.end();
});

module.exports = app;
