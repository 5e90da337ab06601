const express = require('express');
const app = express();
app.get('/w', (req, res) => { res.set('Content-Type', 'text/html'); res.write('<p>' + req.query.p + '</p>'); res.end(); });
