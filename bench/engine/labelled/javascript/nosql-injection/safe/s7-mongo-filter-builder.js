const express = require('express');
const { MongoClient } = require('mongodb');
const app = express();
app.use(express.json());

const client = new MongoClient('mongodb://127.0.0.1:27017');

function credentialsFilter(body) {
  const filter = {};
  filter.username = String(body.username);
  filter.password = String(body.password);
  return filter;
}

app.post('/login', async (req, res) => {
  const users = client.db('app').collection('users');
  const user = await users.findOne(credentialsFilter(req.body));
  res.json({ ok: Boolean(user) });
});

module.exports = app;
