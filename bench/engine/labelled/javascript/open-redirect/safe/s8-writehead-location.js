const express = require('express');

const app = express();

app.get('/lang/:code', (req, res) => {
  res.cookie('lang', req.params.code, { httpOnly: true, secure: true });
  res.writeHead(302, { Location: '/' });
  res.end();
});

module.exports = app;
