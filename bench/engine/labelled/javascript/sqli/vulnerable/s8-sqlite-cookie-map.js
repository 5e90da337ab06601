const express = require('express');
const sqlite3 = require('sqlite3');

const app = express();
const db = new sqlite3.Database('./data/app.db');

app.get('/prefs', (req, res) => {
  const lookup = new Map();
  lookup.set('key', req.cookies.account);
  const account = lookup.get('key');
  db.all(`SELECT name, value FROM prefs WHERE account = ${account}`, (err, rows) => {
    if (err) return res.sendStatus(500);
    res.json(rows);
  });
});

module.exports = app;
