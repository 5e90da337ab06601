const express = require('express');
const app = express();
const got = require('got');
const HOSTS = ['a.internal', 'b.internal'];
app.get('/h', async (req, res) => {
  if (!HOSTS.includes(req.query.host)) return res.sendStatus(400);
  res.send(await got('http://' + req.query.host + ':8080/status').text());
});
