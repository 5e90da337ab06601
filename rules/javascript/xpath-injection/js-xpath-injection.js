const fs = require('fs');
const express = require('express');
const libxmljs = require('libxmljs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const app = express();
const registry = libxmljs.parseXml(fs.readFileSync('registry.xml', 'utf8'), { nonet: true });

app.get('/animals/chip', (req, res) => {
  // ruleid: js-xpath-injection
  const node = registry.get("//animal[@chip='" + req.query.chip + "']");
  res.json({ found: !!node });
});

app.get('/animals/owner', (req, res) => {
  const root = registry.root();
  // ruleid: js-xpath-injection
  const rows = root.find(`owner[postcode='${req.query.postcode}']`);
  res.json({ count: rows.length });
});

app.get('/animals/all', (req, res) => {
  // ok: js-xpath-injection
  const rows = registry.find('//animal[@status="registered"]');
  const chip = String(req.query.chip || '');
  res.json({ match: rows.filter((n) => n.attr('chip') && n.attr('chip').value() === chip).length });
});

app.get('/animals/kind', (req, res) => {
  const kind = req.query.kind === 'cat' ? 'cat' : 'dog';
  // ok: js-xpath-injection
  const rows = registry.find("//animal[@species='" + kind + "']");
  res.json({ count: rows.length });
});

app.post('/animals/lookup', (req, res) => {
  const doc = new DOMParser().parseFromString(fs.readFileSync('registry.xml', 'utf8'), 'text/xml');
  // ruleid: js-xpath-injection
  const nodes = xpath.select("//animal[name='" + req.body.name + "']", doc);
  res.json({ count: nodes.length });
});

module.exports = app;
