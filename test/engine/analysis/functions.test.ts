import { describe, expect, it } from 'vitest';
import { isInformative, signature } from '../../../src/engine/analysis/functions.js';
import { constant, hasTaint, tainted } from '../../../src/engine/analysis/values.js';
import { analyzeFiles } from '../../../src/engine/index.js';
import { harness, remote } from './harness.js';

describe('analysis/functions', () => {
  it('a call with a constant argument is analysed in context, so the dead branch of the callee raises nothing', async () => {
    const h = await harness({
      'a.js': "const cp = require('child_process');\nfunction run(mode, c) {\n  if (mode === 'debug') cp.exec(c);\n  return mode;\n}\nconst r = run('safe', process.argv[2]);\n",
    });
    expect(h.value('a.js', 'r')?.const?.value).toBe('safe');
    expect(h.findings()).toEqual([]);
    expect(h.st.inlineStack).toEqual([]);
    expect(h.st.contextsPerFunction.size).toBe(1);
  });

  it('a call with only tainted arguments goes through the summary, reporting at the sink and at the call where the data enters', async () => {
    const h = await harness({
      'a.js': "const cp = require('child_process');\nfunction run(c) { cp.exec(c); return c + '!'; }\nconst r = run(process.argv[2]);\n",
    });
    expect(hasTaint(h.value('a.js', 'r'))).toBe(true);
    expect(h.findings()).toEqual(['js-command-injection:2', 'js-command-injection:3']);
    expect(h.st.contextsPerFunction.size).toBe(0);
    expect(h.st.callSites).toEqual([]);
  });

  it('constructing a class of the tree copies its template and runs the constructor on the copy', async () => {
    const h = await harness({ 'a.js': "class Q { constructor(s) { this.sql = s; } }\nconst a = new Q('one');\nconst b = new Q('two');\n" });
    expect(h.value('a.js', 'a')?.fields?.get('sql')?.const?.value).toBe('one');
    expect(h.value('a.js', 'b')?.fields?.get('sql')?.const?.value).toBe('two');
  });

  it('informative values and cache signatures', () => {
    expect(isInformative(constant(0))).toBe(true);
    expect(isInformative(tainted([remote()]))).toBe(false);
    expect(isInformative({ qname: 'fs' })).toBe(true);
    // Trace steps do not distinguish; constants and taint kinds do.
    const a = tainted([{ ...remote(), steps: [{ filePath: 'a', line: 1, column: 1, message: 'x' }] }]);
    expect(signature([a])).toBe(signature([tainted([remote()])]));
    expect(signature([constant('a')])).not.toBe(signature([constant('b')]));
  });
  it('a callback is cached by what it closes over, under keys that are the same in every scan', async () => {
    const files = {
      'a.js': [
        "const cp = require('child_process');",
        'function run(prefix, n) {',
        '  const cb = function (x) { cp.exec(prefix + x); };',
        "  cb('a');",
        '  return n;',
        '}',
        "run('ls ', 1);",
        'run(process.argv[2], 1);',
        '',
      ].join('\n'),
    };
    const scan = async () => {
      const h = await harness(files);
      h.analyzer.run();
      return { keys: [...h.st.inlineCache.keys()].sort(), findings: h.findings() };
    };
    const first = await scan();
    // The callback ran in context in each closure (the two calls' and the summary's of run): the
    // one holding the argument reports.
    expect(first.keys.filter((k) => k.startsWith('a.js#run.<anonymous'))).toHaveLength(3);
    expect(first.findings).toContain('js-command-injection:3');
    // A second scan in the same process touches the same keys (cross-file.ts groups roots by them
    // and compares them with a stored scan's).
    expect((await scan()).keys).toEqual(first.keys);
  });

  it('a helper given a callback is cached by what the callback closes over: a second closure over taint is not answered by the first', async () => {
    // One function literal made in two runs of `run`, over a constant and over the request's text:
    // `apply`'s run with the first closure cannot stand for its run with the second.
    const content = [
      "const cp = require('child_process');",
      "const express = require('express');",
      'const app = express();',
      'function apply(cb, tag) { cb(tag); return tag; }',
      "app.get('/a', (req, res) => {",
      "  const run = (prefix) => { apply((x) => cp.exec(prefix + x), '-l'); };",
      "  run('ls ');",
      '  run(req.query.dir);',
      '  res.end();',
      '});',
      '',
    ].join('\n');
    const r = await analyzeFiles([{ path: 'a.js', content }], { parallel: false, secrets: false });
    const lines = r.findings.filter((f) => f.ruleId === 'js-command-injection').map((f) => f.lineNumber);
    expect(lines).toEqual(expect.arrayContaining([6, 8]));
  });

  it('a run made deep (a decorator hands the view to functools.wraps) does not answer the view\'s own route, which has more levels left', async () => {
    // Applying `@logged` runs `logged(add)` in context; there `wraps(view)` runs the view as a
    // library callback, where `save` is past the inline bound (a summary, which misses the form's
    // request fields). The route then runs the view at the top, with the same arguments: it must
    // run again, so `save` runs in context and reports.
    const files = {
      'notes/__init__.py': '',
      'notes/db.py': ['import sqlite3', 'db = sqlite3.connect("notes.db")', ''].join('\n'),
      'notes/services.py': ['from .db import db', 'def save(form):', '    db.execute(f"INSERT INTO notes (body) VALUES (\'{form.body.data}\')")', ''].join('\n'),
      'notes/decorators.py': ['from functools import wraps', 'def logged(view):', '    @wraps(view)', '    def wrapper(*args, **kwargs):', '        return view(*args, **kwargs)', '    return wrapper', ''].join('\n'),
      'notes/views.py': [
        'from flask import Blueprint',
        'from flask_wtf import FlaskForm',
        'from wtforms import StringField',
        'from .decorators import logged',
        'from .services import save',
        'bp = Blueprint("notes", __name__)',
        'class NoteForm(FlaskForm):',
        '    body = StringField("Body")',
        '@bp.route("/notes", methods=["POST"])',
        '@logged',
        'def add():',
        '    form = NoteForm()',
        '    if form.validate_on_submit():',
        '        save(form)',
        '    return "ok"',
        '',
      ].join('\n'),
    };
    const r = await analyzeFiles(Object.entries(files).map(([path, content]) => ({ path, content })), { parallel: false, secrets: false });
    expect(r.findings.filter((f) => f.ruleId === 'py-sqli-tainted-query').map((f) => `${f.filePath}:${f.lineNumber}`)).toContain('notes/services.py:3');
  });

  it('a call leaving out a parameter with a constant default runs in context: the default decides the branch', async () => {
    const content = [
      'import json',
      'import yaml',
      'from flask import Flask, request',
      'app = Flask(__name__)',
      'def load(raw, fmt="json"):',
      '    if fmt == "yaml":',
      '        return yaml.load(raw, Loader=yaml.Loader)',
      '    return json.loads(raw)',
      '@app.route("/a", methods=["POST"])',
      'def a():',
      '    return load(request.get_data(as_text=True))',
      '@app.route("/b", methods=["POST"])',
      'def b():',
      '    return load(request.get_data(as_text=True), request.args["fmt"])',
      '',
    ].join('\n');
    const r = await analyzeFiles([{ path: 'app.py', content }], { parallel: false, secrets: false });
    const lines = r.findings.filter((f) => f.ruleId === 'py-insecure-deserialization').map((f) => f.lineNumber);
    expect(lines).not.toContain(11);
    expect(lines).toContain(14);
  });
});
