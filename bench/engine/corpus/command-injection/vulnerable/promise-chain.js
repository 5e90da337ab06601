const express = require('express');
const app = express();
const { exec } = require('child_process');
const hostOf = (req) => Promise.resolve(req.query.h);
app.get('/p', (req, res) => hostOf(req).then((h) => exec('ping -c1 ' + h)));
