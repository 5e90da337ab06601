const express = require('express');
const app = express();
const { execFile } = require('child_process');
app.get('/dig', (req, res) => execFile('dig', [req.query.domain], (e, o) => res.send(o)));
