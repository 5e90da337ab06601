const express = require('express');
const serialize = require('node-serialize');

const app = express();

app.post('/restore', (req, res) => {
  // ruleid: js-insecure-deserialization
  const state = serialize.unserialize(req.cookies.state);
  // ok: js-insecure-deserialization
  const data = JSON.parse(req.cookies.state);
  // ok: js-insecure-deserialization
  const local = serialize.unserialize('{"a":1}');
  res.json({ state, data, local });
});
