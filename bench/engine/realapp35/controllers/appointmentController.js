'use strict';

var async = require('async');
var mysql = require('mysql');
var db = require('../lib/db');
var queries = require('../helpers/queries');
var escapeHtml = require('../helpers/html').escapeHtml;

var SORTABLE = ['starts_at', 'created_at', 'status'];

exports.list = function (req, res, next) {
  var offset = (req.query.page - 1) * req.query.limit;
  var sql = "SELECT a.id, a.ref, a.starts_at, a.status, p.name AS pet FROM appointments a JOIN pets p ON p.id = a.pet_id " +
    "WHERE p.owner_id = ? AND a.status = '" + req.query.status + "' ORDER BY a.starts_at LIMIT " + req.query.limit + ' OFFSET ' + offset;
  db.query(sql, [req.user.id], function (err, rows) {
    if (err) return next(err);
    res.render('appointments', { rows: rows, status: req.query.status });
  });
};

exports.history = function (req, res, next) {
  var petId = parseInt(req.query.petId, 10);
  if (req.query.raw === '1') {
    return db.query('SELECT * FROM appointments WHERE pet_id = ? ORDER BY ' + req.query.sort, [petId], function (err, rows) {
      if (err) return next(err);
      res.json(rows);
    });
  }
  var sort = SORTABLE.indexOf(req.query.sort) !== -1 ? req.query.sort : 'starts_at';
  queries.appointmentsForPet(petId, sort, function (err, rows) {
    if (err) return next(err);
    res.json(rows);
  });
};

exports.show = function (req, res, next) {
  db.query({ sql: 'SELECT * FROM appointments WHERE ref = ? AND client_id = ?', values: [req.params.ref, req.user.id] }, function (err, rows) {
    if (err) return next(err);
    if (!rows.length) {
      if (req.accepts('html')) {
        return res.status(404).send('<p>No appointment found for reference ' + req.params.ref + '</p>');
      }
      return res.status(404).json({ error: 'Unknown appointment ' + req.params.ref });
    }
    res.render('appointment', { appt: rows[0] });
  });
};

exports.book = function (req, res, next) {
  var petId = req.body.petId;
  var slot = req.body.slot;
  async.waterfall([
    function (cb) {
      db.query('SELECT id FROM pets WHERE id = ? AND owner_id = ?', [petId, req.user.id], cb);
    },
    function (rows, fields, cb) {
      if (!rows.length) return cb(new Error('Unknown pet'));
      var sql = mysql.format('SELECT COUNT(*) AS n FROM appointments WHERE starts_at = ? AND status = ?', [slot, 'booked']);
      db.query(sql, function (err, count) { cb(err, rows[0].id, count); });
    },
    function (pet, count, cb) {
      if (count[0].n > 2) return cb(new Error('That slot is full'));
      db.query('INSERT INTO appointments (pet_id, client_id, starts_at, reason, status) VALUES (?, ?, ?, ?, ?)',
        [pet, req.user.id, slot, req.body.reason || '', 'booked'], cb);
    }
  ], function (err) {
    if (err) {
      req.flash('error', 'Could not book: ' + err.message);
      return res.redirect('/appointments');
    }
    req.flash('info', 'Appointment booked.');
    res.redirect('/appointments');
  });
};

exports.cancel = function (req, res, next) {
  db.query('UPDATE appointments SET status = "cancelled" WHERE id = ' + req.params.id + ' AND client_id = ' + db.escape(req.user.id), function (err) {
    if (err) return next(err);
    res.redirect('/appointments');
  });
};

exports.addNote = function (req, res, next) {
  var note = req.body.note;
  async.waterfall([
    function (cb) {
      db.query('SELECT id FROM appointments WHERE ref = ? AND client_id = ?', [req.body.ref, req.user.id], function (err, rows) {
        cb(err, rows);
      });
    },
    function (rows, cb) {
      if (!rows.length) return cb(new Error('Unknown appointment'));
      db.query("INSERT INTO appointment_notes (appointment_id, body) VALUES (" + rows[0].id + ", '" + note + "')", cb);
    }
  ], function (err) {
    if (err) return next(err);
    res.json({ ok: true, message: 'Note saved for ' + escapeHtml(req.body.ref) });
  });
};
