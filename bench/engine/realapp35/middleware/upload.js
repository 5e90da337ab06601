'use strict';

var multer = require('multer');
var config = require('../config');

var ALLOWED = ['image/jpeg', 'image/png', 'application/pdf', 'text/xml', 'application/xml'];

module.exports = multer({
  dest: config.uploadDir,
  limits: { fileSize: 10 * 1024 * 1024, files: 5 },
  fileFilter: function (req, file, cb) {
    cb(null, ALLOWED.indexOf(file.mimetype) !== -1);
  }
});
