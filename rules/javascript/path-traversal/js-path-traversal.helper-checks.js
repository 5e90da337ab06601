// Checks written as helper functions narrow the caller's value like the same check written inline.
const express = require('express');
const fs = require('fs');

const app = express();
const REPORTS = ['daily', 'weekly'];

function hasNoParentRef(name) {
  return !name.includes('..');
}

function isKnownReport(name) {
  if (!name) return false;
  return REPORTS.includes(name);
}

function isNonEmpty(name) {
  return name.length > 0;
}

app.get('/notes', (req, res) => {
  const name = req.query.name;
  if (!hasNoParentRef(name)) return res.status(400).end();
  // ok: js-path-traversal
  res.send(fs.readFileSync('/srv/notes/' + name, 'utf8'));
});

app.get('/reports', (req, res) => {
  if (!isKnownReport(req.query.report)) return res.status(404).end();
  // ok: js-path-traversal
  res.send(fs.readFileSync('/srv/reports/' + req.query.report, 'utf8'));
});

app.get('/drafts', (req, res) => {
  const name = req.query.name;
  if (!isNonEmpty(name)) return res.status(400).end();
  // ruleid: js-path-traversal
  res.send(fs.readFileSync('/srv/drafts/' + name, 'utf8'));
});

app.get('/archive', (req, res) => {
  const name = req.query.name;
  if (hasNoParentRef(name)) {
    // ok: js-path-traversal
    return res.send(fs.readFileSync('/srv/archive/' + name, 'utf8'));
  }
  // ruleid: js-path-traversal
  res.send(fs.readFileSync('/srv/archive/' + name, 'utf8'));
});

// A helper that resolves first and then checks the resolved path stays in the folder.
const path = require('path');

function staysInside(file, dir) {
  const resolved = path.resolve(dir, file);
  return resolved.startsWith(path.resolve(dir) + path.sep);
}

// Joined as text, `..` is never resolved: the prefix check proves nothing about `file`.
function textStartsInside(file, dir) {
  const joined = dir + '/' + file;
  return joined.startsWith(dir);
}

app.get('/invoices/:name', (req, res) => {
  if (!staysInside(req.params.name, 'invoices')) return res.status(400).end();
  // ok: js-path-traversal
  fs.createReadStream(path.resolve('invoices', req.params.name)).pipe(res);
});

app.get('/receipts/:name', (req, res) => {
  const name = req.params.name;
  if (!path.join('/srv/receipts', name).startsWith('/srv/receipts/')) return res.status(400).end();
  // ok: js-path-traversal
  res.sendFile(path.join('/srv/receipts', name));
});

app.get('/statements/:name', (req, res) => {
  if (!textStartsInside(req.params.name, 'statements')) return res.status(400).end();
  // ruleid: js-path-traversal
  fs.createReadStream(path.resolve('statements', req.params.name)).pipe(res);
});
