const express = require('express');
const app = express();
const { exec } = require('child_process');
app.get('/dig', (req, res) => exec(`dig ${req.query.domain}`, (e, o) => res.send(o)));
