const express = require('express');
const cookieParser = require('cookie-parser');

const app = express();
app.use(cookieParser());

app.get('/theme', (req, res) => {
  const map = {};
  map['keyA'] = 'a-value';
  map['keyB'] = req.cookies.theme;
  const bar = map['keyB'];
  res.set('Content-Type', 'text/html');
  res.end(`<body class="${bar}">Theme preview</body>`);
});

module.exports = app;
