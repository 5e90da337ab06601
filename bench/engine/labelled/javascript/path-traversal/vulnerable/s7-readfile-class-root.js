const express = require('express');
const fs = require('fs');
const path = require('path');
const app = express();

class Uploads {
  constructor(root) {
    this.root = root;
  }
  pathFor(name) {
    return path.join(this.root, name);
  }
}

const uploads = new Uploads(path.join(__dirname, 'uploads'));

app.get('/files/:name', (req, res) => {
  fs.readFile(uploads.pathFor(req.params.name), (err, data) => {
    if (err) return res.sendStatus(404);
    res.type('application/octet-stream').send(data);
  });
});

module.exports = app;
