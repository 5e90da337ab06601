const express = require('express');
const mysql = require('mysql');
const escapeHtml = require('escape-html');

const pool = mysql.createPool({ host: 'localhost', database: 'clinic' });
const app = express();

app.get('/pets/:id/notes', (req, res, next) => {
  pool.query('SELECT name, notes FROM pets WHERE id = ?', [req.params.id], function (err, rows) {
    if (err) return next(err);
    // ruleid: js-xss-stored
    res.send('<h1>' + rows[0].name + '</h1><div>' + rows[0].notes + '</div>');
  });
});

app.get('/pets/:id/summary', (req, res, next) => {
  pool.query('SELECT name FROM pets WHERE id = ?', [req.params.id], function (err, rows) {
    if (err) return next(err);
    // ok: js-xss-stored
    res.send('<h1>' + escapeHtml(rows[0].name) + '</h1>');
  });
});

app.post('/pets/:id/archive', (req, res, next) => {
  pool.query('UPDATE pets SET archived = 1 WHERE id = ?', [req.params.id], function (err, result) {
    if (err) return next(err);
    // ok: js-xss-stored
    res.send('<p>' + result.affectedRows + ' archived</p>');
  });
});
