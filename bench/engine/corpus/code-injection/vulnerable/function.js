const express = require('express');
const app = express();
app.post('/f', (req, res) => { const f = new Function('a', req.body.src); res.json(f(1)); });
