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

// Middleware exported for a loader: it reads a header by name and hands on with next().
exports.restoreWizard = (req, res, next) => {
  const header = req.get('x-wizard-state');
  // ruleid: js-insecure-deserialization
  if (header) req.wizard = serialize.unserialize(Buffer.from(header, 'base64').toString('utf8'));
  next();
};

// A Node callback (called with a result) is not `next`: the first parameter is a cache, not a request.
exports.fromCache = (cache, key, done) => {
  const stored = cache.get('wizard');
  // ok: js-insecure-deserialization
  done(null, serialize.unserialize(stored));
};
