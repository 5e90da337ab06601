const express = require('express');
const app = express();
app.post('/login', (req, res) => { res.cookie('session', 'v', { httpOnly: true, secure: true, sameSite: 'strict' }); res.end(); });
