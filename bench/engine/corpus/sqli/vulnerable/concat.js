const express = require('express');
const app = express();
const mysql = require('mysql2');
const db = mysql.createPool({});
app.get('/u', (req, res) => db.query("SELECT * FROM u WHERE name = '" + req.query.name + "'", (e, r) => res.json(r)));
