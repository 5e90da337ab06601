const express = require('express');
const app = express();
const escape = require('escape-html');
app.get('/q', (req, res) => res.send('<h2>Results for ' + escape(req.query.q) + '</h2>'));
