const express = require('express');
const app = express();
const fsp = require('fs/promises');
const path = require('path');
const BASE = '/data';
app.delete('/f', async (req, res) => {
  const target = path.resolve(BASE, req.body.file);
  if (!target.startsWith(BASE + path.sep)) return res.sendStatus(400);
  await fsp.unlink(target);
  res.end();
});
