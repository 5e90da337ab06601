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

const yaml = require('js-yaml');

app.post('/config', (req, res) => {
  // ruleid: js-insecure-deserialization
  const settings = yaml.load(req.body.yaml);
  // The JSON schema builds plain data only.
  // ok: js-insecure-deserialization
  const plain = yaml.load(req.body.yaml, { schema: yaml.JSON_SCHEMA });
  // ok: js-insecure-deserialization
  const local = yaml.load(require('fs').readFileSync('config/app.yml', 'utf8'));
  res.json({ settings, plain, local });
});

// A handler exported for a loader that reads its body by iterating the request.
exports.importState = async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  // ruleid: js-insecure-deserialization
  const state = require('node-serialize').unserialize(Buffer.concat(chunks).toString());
  const saved = [];
  for (const line of ['{"a":1}']) saved.push(line);
  // ok: js-insecure-deserialization
  const fixed = require('node-serialize').unserialize(saved.join(''));
  res.json({ restored: Object.keys(state).length, fixed });
};
