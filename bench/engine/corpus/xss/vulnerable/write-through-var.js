const express = require('express');
const app = express();
app.get('/e', (req, res) => {
  const msg = req.query.error || 'unknown';
  const page = `<html><body><p class=err>${msg}</p></body></html>`;
  res.status(400).send(page);
});
