// A path joined on its own line and read on the next: reported where it is joined and where it is read.
const express = require('express');
const fs = require('fs');
const path = require('path');
const config = require('./config');

const router = express.Router();

router.get('/plan-documents', function (req, res, next) {
  // ruleid: js-path-traversal
  const file = path.join(config.documentsDir, 'plan', req.query.file);
  // ruleid: js-path-traversal
  fs.readFile(file, 'utf8', function (err, data) {
    if (err) return next(err);
    res.type('text/plain').send(data);
  });
});

router.get('/forms', function (req, res, next) {
  // ok: js-path-traversal
  const file = path.join(config.documentsDir, 'forms', path.basename(String(req.query.file)));
  // ok: js-path-traversal
  fs.readFile(file, 'utf8', function (err, data) {
    if (err) return next(err);
    res.type('text/plain').send(data);
  });
});

module.exports = router;
