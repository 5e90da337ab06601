'use strict';

var fs = require('fs');
var path = require('path');
var async = require('async');
var pug = require('pug');
var config = require('../config');
var queries = require('../helpers/queries');
var security = require('../helpers/security');
var letters = require('../helpers/letters');
var pdf = require('../helpers/pdf');
var labClient = require('../helpers/labClient');

var TIPS = [
  'Remind owners about flea treatment before summer.',
  'Check the vaccine fridge temperature log every morning.',
  'Rabbits need their RHD2 booster every year.'
];
var REPORT_GROUPS = ['vet_id', 'species', 'payment_method'];

exports.dashboard = function (db) {
  return function (req, res, next) {
    async.parallel({
      openInvoices: function (cb) { queries.countByStatus('invoices', 'open', cb); },
      bookedToday: function (cb) { queries.countByStatus('appointments', 'booked', cb); },
      panels: function (cb) { labClient.fetchPanel('pending', function (err, body) { cb(null, err ? [] : body); }); },
      tool: function (cb) { pdf.toolVersion(function (err, v) { cb(null, err ? 'missing' : v); }); },
      staff: function (cb) { db.query('SELECT id, username, role FROM staff WHERE disabled = 0 ORDER BY username', cb); }
    }, function (err, data) {
      if (err) return next(err);
      data.tip = TIPS[Math.floor(Math.random() * TIPS.length)];
      res.render('admin/dashboard', data);
    });
  };
};

exports.clients = function (db) {
  return function (req, res, next) {
    queries.findClientsByName(req.query.name || '', req.query.limit, function (err, rows) {
      if (err) return next(err);
      res.render('admin/clients', { clients: rows, name: req.query.name });
    });
  };
};

exports.byPostcode = function (db) {
  return function (req, res, next) {
    queries.findClientsByPostcode(String(req.query.postcode || '').toUpperCase(), function (err, rows) {
      if (err) return next(err);
      res.json(rows);
    });
  };
};

exports.report = function (db) {
  return function (req, res, next) {
    var year = parseInt(req.query.year, 10) || new Date().getFullYear();
    var group = req.query.group || 'vet_id';
    if (req.query.strict === '1' && REPORT_GROUPS.indexOf(group) === -1) group = 'vet_id';
    queries.revenueByMonth(year, group, function (err, rows) {
      if (err) return next(err);
      res.json(rows);
    });
  };
};

exports.exportCsv = function (db) {
  return function (req, res, next) {
    db.query('SELECT id, first_name, last_name, email, postcode FROM clients ORDER BY id', function (err, rows) {
      if (err) return next(err);
      var csv = rows.map(function (r) {
        return [r.id, r.first_name, r.last_name, r.email, r.postcode].join(',');
      }).join('\n');
      var body = req.body.passphrase ? security.encryptExport(csv, req.body.passphrase) : csv;
      var target = path.join(config.exportDir, req.body.filename || 'clients.csv');
      fs.writeFile(target, body, function (err2) {
        if (err2) return next(err2);
        console.log('export written by ' + req.user.username + ': ' + req.body.filename);
        res.download(target);
      });
    });
  };
};

exports.switchClinic = function (req, res, next) {
  var db = require('../lib/db');
  db.query('SELECT c.id FROM clinics c JOIN staff_clinics sc ON sc.clinic_id = c.id WHERE c.code = ? AND sc.staff_id = ?',
    [req.body.clinic, req.user.id], function (err, rows) {
      if (err) return next(err);
      if (!rows.length) return res.status(403).end();
      req.session.clinicId = rows[0].id;
      res.redirect('/admin');
    });
};

exports.letter = function (req, res) {
  var html = letters.renderStandard(req.body.kind, {
    client: { first_name: req.body.firstName },
    pet: { name: req.body.petName },
    item: req.body.item,
    body: req.body.body
  });
  res.send(html);
};

exports.customLetter = function (req, res) {
  var header = pug.render(req.body.header || 'h1 Pawsley Veterinary Clinic', { clinic: config.clinicName });
  var html = letters.renderCustom(req.body.template, {
    client: { first_name: req.body.firstName },
    pet: { name: req.body.petName }
  });
  res.send(header + html);
};
