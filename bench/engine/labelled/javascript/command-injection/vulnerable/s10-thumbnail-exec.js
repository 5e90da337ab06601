const { exec } = require('child_process');
const path = require('path');
const express = require('express');

const app = express();
const MEDIA = path.join(__dirname, 'media');

app.get('/thumb/:id', (req, res) => {
  const size = req.query.size || '200x200';
  const src = path.join(MEDIA, `${Number(req.params.id)}.jpg`);
  const out = path.join(MEDIA, 'thumbs', `${Number(req.params.id)}-${Date.now()}.jpg`);
  exec(`convert ${src} -resize ${size} ${out}`, (err) => {
    if (err) {
      return res.status(500).send('conversion failed');
    }
    res.sendFile(out);
  });
});

module.exports = app;
