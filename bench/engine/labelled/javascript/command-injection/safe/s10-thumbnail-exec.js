const { execFile } = require('child_process');
const path = require('path');
const express = require('express');

const app = express();
const MEDIA = path.join(__dirname, 'media');
const SIZE_RE = /^\d{1,4}x\d{1,4}$/;

app.get('/thumb/:id', (req, res) => {
  const size = req.query.size || '200x200';
  if (!SIZE_RE.test(size)) {
    return res.status(400).send('bad size');
  }
  const src = path.join(MEDIA, `${Number(req.params.id)}.jpg`);
  const out = path.join(MEDIA, 'thumbs', `${Number(req.params.id)}-${Date.now()}.jpg`);
  execFile('convert', [src, '-resize', size, out], (err) => {
    if (err) {
      return res.status(500).send('conversion failed');
    }
    res.sendFile(out);
  });
});

module.exports = app;
