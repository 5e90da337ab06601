'use strict';

var records = require('../controllers/recordController');
var auth = require('../middleware/auth');
var validate = require('../middleware/validate');
var upload = require('../middleware/upload');

module.exports = function (app) {
  app.get('/records/:id', auth.requireLogin, validate.numericParam('id'), records.view);
  app.get('/records/:id/pdf', auth.requireLogin, validate.numericParam('id'), records.pdf);
  app.post('/records/upload', auth.requireLogin, upload.single('document'), records.upload);
  app.post('/records/extract', auth.requireLogin, records.extractText);
  app.post('/records/bundle', auth.requireLogin, records.bundle);
  app.post('/records/delete', auth.requireLogin, records.remove);
  app.get('/files/:name', auth.requireLogin, records.file);
};
