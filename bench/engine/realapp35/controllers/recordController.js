'use strict';

var fs = require('fs');
var path = require('path');
var db = require('../lib/db');
var config = require('../config');
var pdf = require('../helpers/pdf');
var security = require('../helpers/security');

exports.view = function (req, res, next) {
  db.query('SELECT r.*, p.name AS pet_name FROM records r JOIN pets p ON p.id = r.pet_id WHERE r.id = ? AND p.owner_id = ?',
    [req.params.id, req.user.id], function (err, rows) {
      if (err) return next(err);
      if (!rows.length) return res.status(404).render('404');
      var record = rows[0];
      record.diagnosis = security.decrypt(record.diagnosis_enc);
      res.render('records/view.ejs', { record: record, highlight: req.query.highlight || '', tab: req.query.tab || 'summary' });
    });
};

exports.pdf = function (req, res, next) {
  var htmlPath = path.join(config.pdfDir, 'record-' + req.params.id + '.html');
  var outPath = path.join(config.pdfDir, 'record-' + req.params.id + '.pdf');
  pdf.htmlToPdf(htmlPath, outPath, function (err) {
    if (err) return next(err);
    res.download(outPath, 'record-' + req.params.id + '.pdf');
  });
};

exports.upload = function (req, res, next) {
  if (!req.file) return res.status(400).send('No document.');
  var target = path.join(config.uploadDir, req.file.filename + path.extname(req.file.originalname));
  fs.rename(req.file.path, target, function (err) {
    if (err) return next(err);
    pdf.officeToPdf(target, function (err2) {
      if (err2) return next(err2);
      db.query('INSERT INTO documents (client_id, stored_name, original_name) VALUES (?, ?, ?)',
        [req.user.id, path.basename(target), req.file.originalname], function (err3) {
          if (err3) return next(err3);
          res.redirect('/records');
        });
    });
  });
};

exports.extractText = function (req, res, next) {
  pdf.extractText(path.join(config.uploadDir, req.body.file), function (err, text) {
    if (err) return next(err);
    res.type('text/plain').send(text);
  });
};

exports.bundle = function (req, res, next) {
  var files = [].concat(req.body.files || []);
  var out = path.join(config.exportDir, 'bundle-' + req.user.id + '-' + Date.now() + '.zip');
  try {
    pdf.bundle(files, out);
  } catch (e) {
    return next(e);
  }
  res.download(out);
};

exports.remove = function (req, res, next) {
  fs.unlink(path.join(config.uploadDir, req.body.filename), function (err) {
    if (err && err.code !== 'ENOENT') return next(err);
    db.query('DELETE FROM documents WHERE stored_name = ? AND client_id = ?', [req.body.filename, req.user.id], function (err2) {
      if (err2) return next(err2);
      res.redirect('/records');
    });
  });
};

exports.file = function (req, res) {
  res.sendFile(path.join(config.uploadDir, req.params.name));
};
