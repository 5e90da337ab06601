'use strict';

var fs = require('fs');
var xml2js = require('xml2js');
var libxmljs = require('libxmljs');
var async = require('async');
var config = require('../config');
var security = require('../helpers/security');

var parser = new xml2js.Parser({ explicitArray: false, trim: true });

exports.importClients = function (db) {
  return function (req, res, next) {
    if (!req.file) return res.status(400).send('No file.');
    fs.readFile(req.file.path, 'utf8', function (err, xml) {
      if (err) return next(err);
      parser.parseString(xml, function (err2, doc) {
        if (err2) return next(err2);
        var clients = [].concat((doc.export && doc.export.client) || []);
        async.eachLimit(clients, 5, function (c, done) {
          db.query('INSERT INTO clients (first_name, last_name, email, postcode, imported_checksum) VALUES (?, ?, ?, ?, ?)',
            [c.firstName, c.lastName, c.email, c.postcode, security.fileChecksum(JSON.stringify(c))], done);
        }, function (err3) {
          if (err3) return next(err3);
          fs.unlink(req.file.path, function () {
            res.redirect('/admin/clients?imported=' + clients.length);
          });
        });
      });
    });
  };
};

exports.importXml = function (db) {
  return function (req, res, next) {
    var doc;
    try {
      doc = libxmljs.parseXml(req.body.xml, { noent: true, noblanks: true });
    } catch (e) {
      return res.status(400).json({ error: 'Invalid XML' });
    }
    var patients = doc.find('//patient');
    async.eachSeries(patients, function (node, done) {
      db.query('INSERT INTO import_patients (chip, name, species) VALUES (?, ?, ?)',
        [node.attr('chip') && node.attr('chip').value(), node.get('name').text(), node.get('species').text()], done);
    }, function (err) {
      if (err) return next(err);
      res.json({ imported: patients.length });
    });
  };
};

exports.lookup = function (req, res, next) {
  fs.readFile(config.labDir + '/registry.xml', 'utf8', function (err, xml) {
    if (err) return next(err);
    var doc = libxmljs.parseXml(xml, { noent: false, nonet: true });
    var node = doc.get("//animal[@chip='" + req.query.chip + "']");
    var registered = doc.find('//animal[@status="registered"]');
    res.json({ found: !!node, name: node ? node.get('name').text() : null, registered: registered.length });
  });
};
