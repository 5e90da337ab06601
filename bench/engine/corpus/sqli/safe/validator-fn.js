const express = require('express');
const app = express();
const mysql = require('mysql');
const db = mysql.createConnection({});
function isId(x) { return /^[0-9]+$/.test(x); }
app.get('/u', (req, res) => {
  const id = req.query.id;
  if (!isId(id)) return res.sendStatus(400);
  db.query('SELECT * FROM u WHERE id = ' + id);
});
