/**
 * express-validator sanitiser chains rewrite the request's fields before the handler reads them:
 * as route middleware or run by the handler (`rule.run(req)`). A converted field (`toInt`) is clean
 * for every sink, an escaped one (`escape`) for HTML only; a chain that only checks changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles, type ScanResult, type SourceFile } from '../../src/engine/index.js';

type Files = Record<string, string>;
const toSource = (files: Files): SourceFile[] => Object.entries(files).map(([p, content]) => ({ path: p, content: Buffer.from(content) }));
const scan = (files: Files): Promise<ScanResult> => analyzeFiles(toSource(files), { parallel: false, secrets: false });
const lines = (r: ScanResult, category: string) =>
  [...new Set(r.findings.filter((f) => f.category === category).map((f) => f.lineNumber))].sort((a, b) => a - b);

const MIDDLEWARE = `const express = require('express');
const { body, query, param } = require('express-validator');
const mysql = require('mysql');
const db = mysql.createConnection({});
const app = express();

app.post('/notes', body('title').trim().escape(), body('tag').isLength({ max: 20 }), (req, res) => {
  res.send('<h1>' + req.body.title + '</h1>');
  res.send('<p>' + req.body.tag + '</p>');
  db.query("SELECT * FROM notes WHERE title = '" + req.body.title + "'");
});

app.get('/notes/:id', [param('id').isInt().toInt(), query('page').toInt()], (req, res) => {
  db.query('SELECT * FROM notes WHERE id = ' + req.params.id + ' OFFSET ' + req.query.page);
  db.query('SELECT * FROM notes WHERE owner = ' + req.query.owner);
  res.send('ok');
});

app.get('/checked/:id', param('id').isInt(), (req, res) => {
  db.query('SELECT * FROM notes WHERE id = ' + req.params.id);
  res.send('ok');
});

app.post('/undone', body('bio').escape().customSanitizer((v) => v), (req, res) => {
  res.send('<p>' + req.body.bio + '</p>');
});
`;

const RUN_IN_HANDLER = `import express from 'express';
import { body, query, validationResult } from 'express-validator';

const app = express();
const createRules = [body('title').trim().isLength({ min: 3 }).escape(), body('count').toInt()];
const previewRules = [query('headline').isLength({ max: 80 })];

app.post('/jobs', async (req, res) => {
  res.send('<p>' + req.body.title + '</p>');
  await Promise.all(createRules.map((rule) => rule.run(req)));
  if (!validationResult(req).isEmpty()) return res.status(422).json({});
  res.send('<p>' + req.body.title + ' x ' + req.body.count + '</p>');
  res.send('<p>' + req.body.other + '</p>');
});

app.get('/preview', async (req, res) => {
  for (const rule of previewRules) await rule.run(req);
  if (!validationResult(req).isEmpty()) return res.status(422).json({});
  res.send('<h1>' + req.query.headline + '</h1>');
});
`;

const MATCHED = `const express = require('express');
const { body, query, matchedData } = require('express-validator');
const mysql = require('mysql');
const db = mysql.createConnection({});
const app = express();

app.post('/items', [body('qty').toInt(), body('label').escape(), query('note').notEmpty()], (req, res) => {
  const data = matchedData(req);
  db.query('INSERT INTO items (qty) VALUES (' + data.qty + ')');
  res.send('<p>' + data.label + '</p>');
  db.query("INSERT INTO items (label) VALUES ('" + data.label + "')");
  res.send('<p>' + data.note + '</p>');
});
`;

describe('express-validator sanitiser chains', () => {
  it('route middleware: escape cleans HTML only, toInt cleans everything, a check alone or an unknown sanitiser after escape cleans nothing', async () => {
    const r = await scan({ 'app.js': MIDDLEWARE });
    expect(lines(r, 'xss')).not.toContain(8);
    expect(lines(r, 'xss')).toContain(9);
    expect(lines(r, 'sqli')).toContain(10);
    expect(lines(r, 'sqli')).not.toContain(14);
    expect(lines(r, 'sqli')).toContain(15);
    expect(lines(r, 'sqli')).toContain(20);
    expect(lines(r, 'xss')).toContain(25);
  });

  it('chains run by the handler clean the fields they sanitise from the run on, not before, and not other fields', async () => {
    const r = await scan({ 'app.js': RUN_IN_HANDLER });
    expect(lines(r, 'xss')).toContain(9);
    expect(lines(r, 'xss')).not.toContain(12);
    expect(lines(r, 'xss')).toContain(13);
    expect(lines(r, 'xss')).toContain(19);
  });

  it('matchedData(req) is request data; a field its chains converted is as clean as they left it', async () => {
    const r = await scan({ 'app.js': MATCHED });
    expect(lines(r, 'sqli')).not.toContain(9);
    expect(lines(r, 'xss')).not.toContain(10);
    expect(lines(r, 'sqli')).toContain(11);
    expect(lines(r, 'xss')).toContain(12);
  });
});
