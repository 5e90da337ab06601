const express = require('express');
const app = express();
const fs = require('fs');
app.get('/doc', (req, res) => res.send(fs.readFileSync('./docs/' + req.query.name, 'utf8')));
