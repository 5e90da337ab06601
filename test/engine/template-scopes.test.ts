/**
 * View templates, second round (template-scopes.ts, view-settings.ts, template-sinks.ts): folders
 * and engines the code sets (Flask/Blueprint `template_folder=`, Express `app.engine('html', …)`),
 * data handed as `**context` or by Laravel's `->with(…)`, and names a template binds itself
 * (Jinja `{% set %}` and macros, Handlebars `{{#each}}`/`{{#with}}` blocks). Each with a safe
 * look-alike: an escaped print, a constant value, or a name the template binds to something else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles, FolderCacheStore, type ScanResult, type SourceFile } from '../../src/engine/index.js';

type Files = Record<string, string>;

async function scan(files: Files, cache?: { store: FolderCacheStore; scope: string }): Promise<ScanResult> {
  const sources: SourceFile[] = Object.entries(files).map(([p, content]) => ({ path: p, content: Buffer.from(content) }));
  return analyzeFiles(sources, { parallel: false, secrets: false, ...(cache ? { cache } : {}) });
}

/** `file:line` of every XSS finding (render calls and template lines), sorted. */
async function xss(files: Files): Promise<string[]> {
  return (await scan(files)).findings
    .filter((f) => f.category === 'xss')
    .map((f) => `${f.filePath}:${f.lineNumber}`)
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

const BLUEPRINT = `from flask import Blueprint, render_template, request

bp = Blueprint("account", __name__, template_folder="../templates/account")

@bp.route("/profile")
def profile():
    return render_template("profile.html", bio=request.args["bio"], name=request.args["name"])

@bp.route("/context")
def context():
    page = {"bio": request.args["bio"], "name": "guest"}
    return render_template("profile.html", **page)

@bp.route("/fixed")
def fixed():
    page = {"bio": "<b>welcome</b>", "name": request.args["name"]}
    return render_template("profile.html", **page)
`;

describe('Flask: blueprint template folders, **context, {% set %} and macros', () => {
  const files: Files = {
    'shop/account/__init__.py': BLUEPRINT,
    'shop/templates/account/profile.html': '<h1>{{ name }}</h1>\n<div>{{ bio|safe }}</div>\n',
  };

  it("finds the view in the blueprint's template_folder; a **mapping hands its entries by key", async () => {
    expect(await xss(files)).toEqual(['shop/account/__init__.py:7', 'shop/account/__init__.py:12', 'shop/templates/account/profile.html:2']);
  });

  it('a folder no blueprint names is not searched', async () => {
    expect(await xss({ ...files, 'shop/account/__init__.py': BLUEPRINT.replace('template_folder="../templates/account"', 'template_folder="pages"') })).toEqual([]);
  });

  it('{% set x = y %} prints y; an escaping assignment does not', async () => {
    const page = '<h1>{{ name }}</h1>\n{% set text = bio %}\n{% set shown = name|e %}\n<div>{{ text|safe }}</div>\n<p>{{ shown|safe }}</p>\n';
    expect(await xss({ ...files, 'shop/templates/account/profile.html': page })).toEqual(['shop/account/__init__.py:7', 'shop/account/__init__.py:12', 'shop/templates/account/profile.html:4']);
  });

  it('two loops reusing a variable name: a print stands for the loop before it', async () => {
    // `x|safe` walks bio (tainted in /profile and /context); the later loop over name only prints escaped.
    const page = '{% for x in bio %}<div>{{ x|safe }}</div>{% endfor %}\n{% for x in name %}<p>{{ x }}</p>{% endfor %}\n';
    expect(await xss({ ...files, 'shop/templates/account/profile.html': page })).toEqual(['shop/account/__init__.py:7', 'shop/account/__init__.py:12', 'shop/templates/account/profile.html:1']);
  });

  it("a macro call's trace passes the value to the macro and ends where the macro prints it raw", async () => {
    const macros = '{% macro panel(body, caption) %}\n<b>{{ caption }}</b>\n<div>{{ body|safe }}</div>\n{% endmacro %}\n';
    const page = '{% from "account/macros.html" import panel %}\n{{ panel(bio, name) }}\n';
    const result = await scan({ ...files, 'shop/templates/account/profile.html': page, 'shop/templates/account/macros.html': macros });
    const atCall = result.findings.find((f) => f.filePath === 'shop/templates/account/profile.html' && f.lineNumber === 2);
    expect(atCall?.trace.slice(-2).map((t) => `${t.filePath}:${t.line} ${t.message}`)).toEqual([
      'shop/templates/account/profile.html:2 passed to macro panel as `body`',
      'shop/templates/account/macros.html:3 sink: shop/templates/account/macros.html prints `body` unescaped',
    ]);
  });

  it('a macro printing its parameter raw prints what the call passes there, also from an imported file', async () => {
    const macros = '{% macro panel(body, caption) %}<div>{{ body|safe }}</div><b>{{ caption }}</b>{% endmacro %}\n';
    const page = '{% from "account/macros.html" import panel %}\n{{ panel(name, bio) }}\n{{ panel(caption=name, body=bio) }}\n';
    expect(await xss({ ...files, 'shop/templates/account/profile.html': page, 'shop/templates/account/macros.html': macros })).toEqual([
      'shop/account/__init__.py:7',
      'shop/account/__init__.py:12',
      'shop/account/__init__.py:17',
      'shop/templates/account/profile.html:2',
      'shop/templates/account/profile.html:3',
    ]);
    // In the same file; the escaped parameter alone carries the data: safe.
    const safe = '{% macro panel(body, caption) %}<div>{{ body|safe }}</div><b>{{ caption }}</b>{% endmacro %}\n{{ panel("<hr>", bio) }}\n';
    expect(await xss({ ...files, 'shop/templates/account/profile.html': safe })).toEqual([]);
  });
});

const EXPRESS = `const express = require('express');
const app = express();
app.engine('html', require('ejs').renderFile);
app.set('view engine', 'html');

app.get('/note', (req, res) => {
  res.render('note', { body: req.query.body, title: req.query.title });
});

app.get('/list', (req, res) => {
  res.render('list.hbs', { items: req.body.items, heading: req.query.h, banner: '<b>sale</b>' });
});

module.exports = app;
`;

describe("Express: app.engine('html', …) and Handlebars blocks", () => {
  const files: Files = {
    'web/app.js': EXPRESS,
    'web/views/note.html': '<h1><%= title %></h1>\n<p><%- body %></p>\n',
    'web/views/list.hbs': '{{#each items}}\n<li>{{{text}}}</li>\n<li>{{{../banner}}}</li>\n{{/each}}\n',
  };

  it('reads .html views as the registered engine', async () => {
    expect(await xss({ ...files, 'web/views/list.hbs': '' })).toEqual(['web/app.js:7', 'web/views/note.html:2']);
    expect(await xss({ ...files, 'web/views/list.hbs': '', 'web/views/note.html': '<p><%= body %></p>\n' })).toEqual([]);
  });

  it('without the registration an .html view is not read as EJS', async () => {
    expect(await xss({ ...files, 'web/app.js': EXPRESS.replace("app.engine('html', require('ejs').renderFile);\n", ''), 'web/views/list.hbs': '' })).toEqual([]);
  });

  it('inside {{#each}} a raw path reads the item; ../ steps out to the outer data', async () => {
    expect(await xss({ ...files, 'web/views/note.html': '' })).toEqual(['web/app.js:11', 'web/views/list.hbs:2']);
  });

  it('{{{this}}} in {{#with}}, and a block parameter, stand for the block subject', async () => {
    const view = '{{#with heading}}<h2>{{{this}}}</h2>{{/with}}\n{{#each items as |it|}}{{{it.text}}}{{/each}}\n{{#if banner}}{{{banner}}}{{/if}}\n';
    expect(await xss({ ...files, 'web/views/note.html': '', 'web/views/list.hbs': view })).toEqual(['web/app.js:11', 'web/views/list.hbs:1', 'web/views/list.hbs:2']);
  });
});

const LARAVEL = `<?php
namespace App\\Http\\Controllers;

use Illuminate\\Http\\Request;

class NoteController extends Controller
{
    public function show(Request $request)
    {
        return view('notes.show')->with('title', 'Notes')->with('body', $request->input('body'));
    }

    public function card(Request $request)
    {
        return view('notes.show')->with(['body' => $request->input('body')]);
    }

    public function fixed(Request $request)
    {
        return view('notes.show')->with('title', $request->input('t'))->with('body', '<hr>');
    }
}
`;

describe("Laravel: view(…)->with('key', $value)", () => {
  const files: Files = {
    'app/Http/Controllers/NoteController.php': LARAVEL,
    'resources/views/notes/show.blade.php': '<h1>{{ $title }}</h1>\n<div>{!! $body !!}</div>\n',
  };

  it('a key set by ->with (chained, or an array) is the data of the view the receiver names', async () => {
    expect(await xss(files)).toEqual(['app/Http/Controllers/NoteController.php:10', 'app/Http/Controllers/NoteController.php:15', 'resources/views/notes/show.blade.php:2']);
  });

  it('an escaped print is safe', async () => {
    expect(await xss({ ...files, 'resources/views/notes/show.blade.php': '<div>{{ $body }}</div>\n' })).toEqual([]);
  });
});

const LOCALS_MIDDLEWARE = `module.exports = function locals(req, res, next) {
  res.locals.banner = req.query.banner;
  res.locals.user = req.query.user;
  res.locals.motd = '<b>welcome</b>';
  next();
};
`;

const LOCALS_APP = `const express = require('express');
const locals = require('./middleware/locals');
const app = express();
app.set('view engine', 'ejs');
app.use(locals);

app.get('/', (req, res) => {
  res.render('home', { title: 'Home' });
});

module.exports = app;
`;

describe('Express: res.locals set by a middleware', () => {
  const files: Files = {
    'web/app.js': LOCALS_APP,
    'web/middleware/locals.js': LOCALS_MIDDLEWARE,
    'web/views/home.ejs': '<h1><%= title %></h1>\n<div><%- banner %></div>\n<p><%= user %></p>\n<p><%- motd %></p>\n',
  };

  it('the write is the sink where a view the program renders prints the key raw', async () => {
    const r = await scan(files);
    const found = r.findings.filter((f) => f.category === 'xss');
    expect(found.map((f) => `${f.filePath}:${f.lineNumber}`).sort()).toEqual(['web/middleware/locals.js:2', 'web/views/home.ejs:2']);
    expect(found.find((f) => f.filePath === 'web/middleware/locals.js')!.trace.at(-1)!.message).toMatch(/^sink: web\/views\/home\.ejs prints `banner` unescaped/);
  });

  it('escaped prints, and a view no render names, are safe', async () => {
    expect(await xss({ ...files, 'web/views/home.ejs': '<div><%= banner %></div>\n' })).toEqual([]);
    expect(await xss({ ...files, 'web/views/other.ejs': '<div><%- user %></div>\n', 'web/views/home.ejs': '' })).toEqual([]);
  });

  it('a render of another view elsewhere reruns the middleware in a cached rescan', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-locals-'));
    try {
      const store = new FolderCacheStore(path.join(dir, 'cache'));
      const tree: Files = { ...files, 'web/views/plain.ejs': '<p><%= banner %></p>\n' };
      const counts: number[] = [];
      for (const view of ['plain', 'home', 'plain']) {
        tree['web/app.js'] = LOCALS_APP.replace("res.render('home'", `res.render('${view}'`);
        const full = await scan(tree);
        const cached = await scan(tree, { store, scope: 'locals' });
        expect(cached.findings, view).toEqual(full.findings);
        counts.push(full.findings.filter((f) => f.filePath === 'web/middleware/locals.js').length);
      }
      expect(counts).toEqual([0, 1, 0]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
