'use strict';

var path = require('path');
var mysql = require('mysql');
var db = require('../lib/db');
var config = require('../config');
var pdf = require('../helpers/pdf');
var queries = require('../helpers/queries');

exports.list = function (req, res, next) {
  db.query('SELECT number, issued_on, total, status FROM invoices WHERE client_id = ? ORDER BY issued_on DESC',
    [req.user.id], function (err, rows) {
      if (err) return next(err);
      queries.countByStatus('invoices', 'open', function (err2, openCount) {
        if (err2) return next(err2);
        res.render('invoices/list.ejs', {
          invoices: rows,
          openCount: openCount,
          message: req.query.msg || '',
          filterLabel: req.query.label || 'All invoices'
        });
      });
    });
};

exports.filter = function (req, res, next) {
  var sql = mysql.format('SELECT number, issued_on, total FROM invoices WHERE client_id = ? AND status = ? AND total >= ?',
    [req.user.id, req.query.status, Number(req.query.min) || 0]);
  db.query(sql, function (err, rows) {
    if (err) return next(err);
    res.json(rows);
  });
};

exports.show = function (req, res, next) {
  db.query('SELECT * FROM invoices WHERE number = ' + parseInt(req.params.number, 10) + ' AND client_id = ?', [req.user.id], function (err, rows) {
    if (err) return next(err);
    if (!rows.length) return res.status(404).render('404');
    db.query('SELECT description, qty, unit_price FROM invoice_lines WHERE invoice_number = ?', [rows[0].number], function (err2, lines) {
      if (err2) return next(err2);
      res.render('invoices/show.ejs', { invoice: rows[0], lines: lines, note: req.query.note || '' });
    });
  });
};

exports.download = function (req, res, next) {
  db.query('SELECT number FROM invoices WHERE number = ? AND client_id = ?', [req.params.number, req.user.id], function (err, rows) {
    if (err) return next(err);
    if (!rows.length) return res.status(404).end();
    res.download(path.join(config.invoiceDir, rows[0].number + '.pdf'), 'invoice-' + rows[0].number + '.pdf');
  });
};

exports.legacyDownload = function (req, res) {
  res.download(config.invoiceDir + '/' + req.query.name);
};

exports.print = function (req, res, next) {
  var number = parseInt(req.params.number, 10);
  var copies = Math.min(parseInt(req.body.copies, 10) || 1, 5);
  pdf.printPdf(path.join(config.invoiceDir, number + '.pdf'), copies, function (err) {
    if (err) return next(err);
    res.redirect('/admin');
  });
};
