const express = require('express');
const path = require('path');

const app = express();

// A name rejected only when it holds a slash is not confined: it may be `..` or, on Windows, hold backslashes.
app.get('/exports/:file', (req, res) => {
  const file = req.params.file;
  if (file.includes('/')) {
    return res.status(403).send('no slashes');
  }
  // ruleid: js-path-traversal
  res.sendFile(path.resolve('exports/', file));
});

// Decoded after the check: `..%2F..%2Fetc%2Fpasswd` had no slash when it was checked.
app.get('/ftp/:file', (req, res) => {
  const file = req.params.file;
  if (file.includes('/')) {
    return res.status(403).send('no slashes');
  }
  // ruleid: js-path-traversal
  res.sendFile(path.resolve('ftp/', decodeURIComponent(file)));
});
