const express = require('express');
const app = express();
const crypto = require('crypto');
app.post('/reset', (req, res) => { res.cookie('reset', crypto.randomBytes(24).toString('hex'), { secure: true, httpOnly: true }); res.end(); });
