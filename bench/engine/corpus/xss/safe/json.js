const express = require('express');
const app = express();
app.get('/e', (req, res) => {
  const msg = req.query.error || 'unknown';
  res.status(400).json({ error: msg });
});
