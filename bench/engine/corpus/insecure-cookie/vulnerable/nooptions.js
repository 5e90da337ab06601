const express = require('express');
const app = express();
app.post('/login', (req, res) => { res.cookie('session', 'v'); res.end(); });
