const express = require('express');
const app = express();
app.get('/q', (req, res) => res.send('<h2>Results for ' + req.query.q + '</h2>'));
