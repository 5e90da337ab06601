const express = require('express');
const app = express();
app.get('/r', (req, res) => res.render('page', { q: req.query.q }));
