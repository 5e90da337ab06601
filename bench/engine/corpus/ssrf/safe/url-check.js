const express = require('express');
const app = express();
const axios = require('axios');
app.get('/p', async (req, res) => {
  const u = new URL(req.query.u);
  if (u.hostname !== 'api.example.com') return res.sendStatus(400);
  res.json((await axios.get(u.href)).data);
});
