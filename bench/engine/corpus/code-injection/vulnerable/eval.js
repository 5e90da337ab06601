const express = require('express');
const app = express();
app.post('/calc', (req, res) => res.json({ v: eval(req.body.expr) }));
