const express = require('express');
const app = express();
const sqlite3 = require('sqlite3');
const db = new sqlite3.Database('x.db');
const COLS = ['name', 'date'];
app.get('/p', (req, res) => {
  const col = req.query.sort;
  if (!COLS.includes(col)) return res.sendStatus(400);
  db.all('SELECT * FROM posts ORDER BY ' + col, (e, rows) => res.json(rows));
});
