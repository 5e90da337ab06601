const express = require('express');
const app = express();
const fsp = require('fs/promises');
app.delete('/f', async (req, res) => { await fsp.unlink(`/data/${req.body.file}`); res.end(); });
