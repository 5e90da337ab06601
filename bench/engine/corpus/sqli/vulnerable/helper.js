const express = require('express');
const app = express();
const sqlite3 = require('sqlite3');
const db = new sqlite3.Database('x.db');
function byTag(tag) { return 'SELECT * FROM posts WHERE tag = "' + tag + '"'; }
app.get('/p', (req, res) => db.all(byTag(req.query.tag), (e, rows) => res.json(rows)));
