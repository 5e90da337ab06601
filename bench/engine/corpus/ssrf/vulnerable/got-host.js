const express = require('express');
const app = express();
const got = require('got');
app.get('/h', async (req, res) => res.send(await got('http://' + req.query.host + ':8080/status').text()));
