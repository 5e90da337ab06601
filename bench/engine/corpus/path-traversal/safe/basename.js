const express = require('express');
const app = express();
const fs = require('fs');
const path = require('path');
app.get('/doc', (req, res) => res.send(fs.readFileSync('./docs/' + path.basename(req.query.name), 'utf8')));
