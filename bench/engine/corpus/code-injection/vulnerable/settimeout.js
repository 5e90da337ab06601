const express = require('express');
const app = express();
app.get('/t', (req, res) => { setTimeout('notify(' + req.query.id + ')', 10); res.end(); });
