const fs = require('fs');
const path = require('path');
const express = require('express');
const multer = require('multer');

const uploadDir = '/srv/uploads';
const upload = multer({ dest: uploadDir });
const app = express();

app.post('/documents', upload.single('document'), (req, res, next) => {
  const target = path.join(uploadDir, req.file.filename + path.extname(req.file.originalname));
  // ok: js-path-traversal
  fs.rename(req.file.path, target, (err) => {
    if (err) return next(err);
    res.json({ stored: path.basename(target) });
  });
});

app.post('/documents/raw', upload.single('document'), (req, res, next) => {
  // ruleid: js-path-traversal
  fs.rename(req.file.path, path.join(uploadDir, req.file.originalname), (err) => {
    if (err) return next(err);
    res.end();
  });
});

app.post('/documents/discard', upload.single('document'), (req, res) => {
  // ok: js-path-traversal
  fs.unlink(req.file.path, () => res.status(204).end());
});

app.post('/documents/move', upload.single('document'), (req, res) => {
  // ruleid: js-path-traversal
  fs.copyFileSync(req.file.path, path.join(uploadDir, req.body.folder, req.file.filename));
  res.end();
});
