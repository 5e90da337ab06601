import { describe, expect, it } from 'vitest';
import { glob, importValue, memberNames, moduleMember, resolveQname, resolveTypeName } from '../../../src/engine/analysis/resolve.js';
import { harness } from './harness.js';

describe('analysis/resolve', () => {
  it('relative imports resolve to exports of the tree; a module scope runs once', async () => {
    const h = await harness({
      'a.js': "const { f, k } = require('./b');\nconst b = require('./b');\n",
      'b.js': "require('./a');\nfunction f() {}\nconst k = 'K';\nmodule.exports = { f, k };\n",
    });
    const f = importValue(h.st, h.module('a.js'), './b.f');
    expect(f.fn?.fn.name).toBe('f');
    expect(moduleMember(h.st, 'b.js', 'k')?.const?.value).toBe('K');
    expect(h.env('b.js')).toBe(h.env('b.js'));
  });

  it('a whole-module CommonJS export of a typed value gives the required module its type', async () => {
    const h = await harness({
      'models/review.js': "const mongoose = require('mongoose');\nmodule.exports = mongoose.model('Review', new mongoose.Schema({}));\n",
      'h.js': "const Review = require('./models/review');\nconst express = require('express');\nexpress().post('/f', async (req, res) => res.json(await Review.find(req.body.filter)));\n",
      'util.js': "module.exports = { limit: 5 };\n",
    });
    const review = importValue(h.st, h.module('h.js'), './models/review');
    expect(review.module).toBe('models/review.js');
    expect(review.types).toContain('mongoose.Model');
    expect(importValue(h.st, h.module('h.js'), './util').fields?.get('limit')?.const?.value).toBe(5);
    h.analyzer.run();
    expect(h.findings()).toEqual(['js-nosql-injection:3']);
  });

  it('Python dotted names resolve to functions of the tree; unknown names stay names', async () => {
    const h = await harness({ 'shop/db.py': 'def find(x):\n    return x\n', 'app.py': 'from shop.db import find\n' });
    expect(resolveQname(h.st, 'shop.db.find', 'python')?.fn?.fn.name).toBe('find');
    expect(resolveQname(h.st, 'os.path.join', 'python')).toBeUndefined();
    expect(h.value('app.py', 'find')?.fn?.fn.name).toBe('find');
  });

  it('member names come from the qualified name, the class and every supertype', async () => {
    const h = await harness({ 'A.java': 'class Base {}\nclass A extends Base {}\n' });
    const names = memberNames(h.st, { qname: 'x.y', types: ['A'] }, 'm', h.frame('A.java'));
    expect(names).toEqual(expect.arrayContaining(['x.y.m', 'A.m', 'Base.m']));
  });

  it('type names qualify through imports; glob matchers are cached', async () => {
    const h = await harness({ 'v.py': 'from django.views import View\n' });
    expect(resolveTypeName('View', h.module('v.py'))).toBe('django.views.View');
    expect(resolveTypeName('Other.X', h.module('v.py'))).toBe('Other.X');
    expect(glob(h.st, 'pages/**')).toBe(glob(h.st, 'pages/**'));
    expect(glob(h.st, 'pages/**')('pages/api/x.ts')).toBe(true);
  });
});
