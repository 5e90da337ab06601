const express = require('express');
const app = express();
const cp = require('child_process');
app.post('/conv', (req, res) => { cp.spawnSync('convert', [req.body.in, 'out.png'], { shell: true }); res.end(); });
