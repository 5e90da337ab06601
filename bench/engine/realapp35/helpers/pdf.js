'use strict';

var childProcess = require('child_process');
var exec = childProcess.exec;
var execFile = childProcess.execFile;
var config = require('../config');

exports.thumbnail = function (src, out, cb) {
  exec('convert ' + src + ' -auto-orient -thumbnail 200x200 ' + out, function (err) {
    cb(err);
  });
};

exports.resize = function (src, size, cb) {
  exec('mogrify -resize ' + size + ' ' + src, function (err) {
    cb(err);
  });
};

exports.htmlToPdf = function (htmlPath, outPath, cb) {
  execFile('wkhtmltopdf', ['--quiet', '--page-size', 'A4', htmlPath, outPath], function (err) {
    cb(err, outPath);
  });
};

exports.officeToPdf = function (file, cb) {
  execFile('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', config.pdfDir, file], { timeout: 60000 }, cb);
};

exports.extractText = function (file, cb) {
  exec('pdftotext -layout "' + file + '" -', { maxBuffer: 5 * 1024 * 1024 }, function (err, stdout) {
    cb(err, stdout);
  });
};

exports.bundle = function (files, out) {
  childProcess.execSync('zip -j ' + out + ' ' + files.join(' '));
  return out;
};

exports.printPdf = function (file, copies, cb) {
  exec('lpr -o media=A4 -# ' + copies + ' ' + file, cb);
};

exports.toolVersion = function (cb) {
  exec('wkhtmltopdf --version', function (err, stdout) {
    cb(err, stdout && stdout.trim());
  });
};
