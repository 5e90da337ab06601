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
