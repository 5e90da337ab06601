const express = require('express');
const app = express();
app.post('/reset', (req, res) => { res.cookie('reset', Math.random().toString(36).slice(2), { secure: true, httpOnly: true }); res.end(); });
