/**
 * View template files (src/engine/analysis/template-files.ts, template-output.ts,
 * template-sinks.ts): a render call with a constant view name reads the file the framework loads;
 * only the data that file prints unescaped is an XSS sink, reported at the render call with the
 * template line in the trace, and at that template line (the sink, as a helper's sink line is). Each framework has safe look-alikes (escaped output, another
 * variable printed raw, a constant value). Editing a template changes a cached rescan exactly as
 * a full scan.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFiles, FolderCacheStore, type ScanResult, type SourceFile } from '../../src/engine/index.js';

type Files = Record<string, string>;

const toSource = (files: Files): SourceFile[] => Object.entries(files).map(([p, content]) => ({ path: p, content: Buffer.from(content) }));

async function scan(files: Files): Promise<ScanResult> {
  return analyzeFiles(toSource(files), { parallel: false, secrets: false });
}

const TEMPLATE_FILE = /\.(?:html?|xhtml|ejs|hbs|handlebars|pug|njk|twig)$|\.blade\.php$/;

/** XSS findings at render calls (in code files). */
const atCalls = (r: ScanResult) => r.findings.filter((f) => f.category === 'xss' && !TEMPLATE_FILE.test(f.filePath));

/** `file:line` of each XSS finding at a template line that prints request data raw, sorted. */
const atTemplates = (r: ScanResult) =>
  r.findings
    .filter((f) => f.category === 'xss' && TEMPLATE_FILE.test(f.filePath))
    .map((f) => `${f.filePath}:${f.lineNumber}`)
    .sort();

/** `file:line` of each XSS finding at a render call. */
async function xss(files: Files): Promise<string[]> {
  return atCalls(await scan(files)).map((f) => `${f.filePath}:${f.lineNumber}`);
}

const FLASK = `from flask import Flask, render_template, request

app = Flask(__name__)

@app.route("/card")
def card():
    return render_template("card.html", who=request.args["who"], title=request.args["t"])

@app.route("/plain")
def plain():
    return render_template("plain.html", who=request.args["who"])

@app.route("/fixed")
def fixed():
    return render_template("card.html", who="<b>guest</b>", title=request.args["t"])

@app.route("/nested")
def nested():
    return render_template("shop/list.html", comments=request.args.getlist("c"))
`;

describe('Flask / Jinja2 template files', () => {
  const files: Files = {
    'site/app.py': FLASK,
    'site/templates/card.html': '<h1>{{ title }}</h1>\n<p>{{ who|safe }}</p>\n',
    'site/templates/plain.html': '<p>{{ who }}</p>\n<p>{{ who|e|safe }}</p>\n',
    'site/templates/shop/list.html': '{% include "shop/row.html" %}\n',
    'site/templates/shop/row.html': '{% for c in comments %}\n{% autoescape false %}<li>{{ c.body }}</li>{% endautoescape %}\n{% endfor %}\n',
  };

  it('reports the keyword a template prints with |safe at the render call, the template line in the trace', async () => {
    const r = await scan(files);
    const found = atCalls(r);
    expect(atTemplates(r)).toEqual(['site/templates/card.html:2', 'site/templates/shop/row.html:2']);
    expect(r.findings.find((f) => f.filePath === 'site/templates/card.html')!.codeSnippet).toBe('{{ who|safe }}</p>');
    expect(found.map((f) => `${f.filePath}:${f.lineNumber}`)).toEqual(['site/app.py:7', 'site/app.py:19']);
    const last = found[0].trace.at(-1)!;
    expect([last.filePath, last.line]).toEqual(['site/templates/card.html', 2]);
    expect(last.message).toMatch(/^sink: .*`who` unescaped/);
  });

  it('escaped output, an escaping filter and a constant value are safe', async () => {
    expect(await xss({ ...files, 'site/templates/card.html': '<h1>{{ title }}</h1>\n<p>{{ who }}</p>\n' })).toEqual(['site/app.py:19']);
  });

  it('follows an include and a loop variable inside autoescape false', async () => {
    expect(await xss({ ...files, 'site/templates/shop/row.html': '{% for c in comments %}<li>{{ c.body }}</li>{% endfor %}\n' })).toEqual(['site/app.py:7']);
  });

  it('a missing template is no sink', async () => {
    const { 'site/templates/card.html': _gone, ...rest } = files;
    expect(await xss(rest)).toEqual(['site/app.py:19']);
  });
});

const EXPRESS = `const express = require('express');
const app = express();
app.set('view engine', 'ejs');

app.get('/profile', (req, res) => {
  res.render('profile', { bio: req.query.bio, name: req.query.name });
});

app.get('/fixed', (req, res) => {
  res.render('profile.ejs', { bio: '<b>hi</b>', name: req.query.name });
});

app.get('/list', (req, res) => {
  res.render('list', { items: req.query.items, title: req.query.t });
});

module.exports = app;
`;

describe('Express / EJS views', () => {
  const files: Files = {
    'web/app.js': EXPRESS,
    'web/views/profile.ejs': '<h1><%= name %></h1>\n<p class="bio"><%- bio %></p>\n',
    'web/views/list.ejs': "<%- include('partials/head', { title: 'List' }) %>\n<ul>\n<% items.forEach(function (item) { %>\n<li><%- item.label %></li>\n<% }) %>\n</ul>\n",
    'web/views/partials/head.ejs': '<title><%- title %></title>\n',
  };

  it('reports the local a view prints with <%- at the render call, the view line in the trace', async () => {
    const r = await scan(files);
    const found = atCalls(r);
    expect(atTemplates(r)).toEqual(['web/views/list.ejs:4', 'web/views/profile.ejs:2']);
    expect(found.map((f) => `${f.filePath}:${f.lineNumber}`)).toEqual(['web/app.js:6', 'web/app.js:14']);
    expect(found.map((f) => `${f.trace.at(-1)!.filePath}:${f.trace.at(-1)!.line}`)).toEqual(['web/views/profile.ejs:2', 'web/views/list.ejs:4']);
  });

  it('escaped output and a local the include sets itself are safe', async () => {
    expect(await xss({ ...files, 'web/views/profile.ejs': '<p class="bio"><%= bio %></p>\n', 'web/views/list.ejs': "<%- include('partials/head', { title: 'List' }) %>\n" })).toEqual([]);
  });

  it('locals.x is the local x', async () => {
    expect(await xss({ ...files, 'web/views/profile.ejs': '<p><%- locals.name %></p>\n', 'web/views/list.ejs': '<p></p>\n' })).toEqual(['web/app.js:6', 'web/app.js:10']);
  });

  it('an include without its own value prints the caller data', async () => {
    const r = await scan({ ...files, 'web/views/list.ejs': "<%- include('partials/head') %>\n" });
    const found = r.findings.filter((f) => f.category === 'xss' && f.lineNumber === 14);
    expect(found.map((f) => `${f.trace.at(-1)!.filePath}:${f.trace.at(-1)!.line}`)).toEqual(['web/views/partials/head.ejs:1']);
  });
});

describe('Express view folder set in code', () => {
  const setViews = (folder: string) => EXPRESS.replace("app.set('view engine', 'ejs');", `const path = require('path');\napp.set('views', path.join(__dirname, '${folder}'));`);
  const files: Files = {
    'server/app.js': setViews('templates'),
    'server/templates/profile.ejs': '<p><%- bio %></p>\n',
  };

  it("finds the view in the folder app.set('views', …) names", async () => {
    expect(await xss(files)).toEqual(['server/app.js:7']);
  });

  it('a folder not set is not searched', async () => {
    expect(await xss({ ...files, 'server/app.js': setViews('pages') })).toEqual([]);
  });

  it('a changed setting reruns the renders of other files in a cached rescan', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-templates-views-'));
    try {
      const store = new FolderCacheStore(path.join(dir, 'cache'));
      const tree: Files = {
        'server/app.js': "const express = require('express');\nconst path = require('path');\nconst app = express();\napp.set('views', path.join(__dirname, 'pages'));\nmodule.exports = app;\n",
        'server/routes.js': "const app = require('./app');\napp.get('/p', (req, res) => {\n  res.render('profile', { bio: req.query.bio });\n});\n",
        'server/templates/profile.ejs': '<p><%- bio %></p>\n',
      };
      const counts: number[] = [];
      for (const folder of ['pages', 'templates', 'pages']) {
        tree['server/app.js'] = tree['server/app.js'].replace(/'(pages|templates)'/, `'${folder}'`);
        const full = await analyzeFiles(toSource(tree), { parallel: false, secrets: false });
        const cached = await analyzeFiles(toSource(tree), { parallel: false, secrets: false, cache: { store, scope: 'views' } });
        expect(cached.findings, folder).toEqual(full.findings);
        counts.push(atCalls(full).length);
      }
      expect(counts).toEqual([0, 1, 0]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Express / Handlebars views', () => {
  const app = EXPRESS.replace("app.set('view engine', 'ejs');", "app.engine('hbs', require('express-handlebars').engine({ extname: '.hbs' }));\napp.set('view engine', 'hbs');").replace("'profile.ejs'", "'profile.hbs'");
  const files: Files = {
    'app.js': app,
    'views/profile.hbs': '{{> header}}\n<h1>{{name}}</h1>\n<div>{{{bio}}}</div>\n',
    'views/partials/header.hbs': '<nav>{{& name}}</nav>\n',
    'views/list.hbs': '<ul>{{#each items}}<li>{{label}}</li>{{/each}}</ul>\n{{{markdown title}}}\n',
  };

  it('reports locals printed with {{{ }}} or {{& }}, partials included', async () => {
    const r = await scan(files);
    const found = atCalls(r);
    expect(atTemplates(r)).toEqual(['views/partials/header.hbs:1', 'views/profile.hbs:3']);
    expect(found.map((f) => `${f.filePath}:${f.lineNumber}`)).toEqual(['app.js:7', 'app.js:11']);
    expect(new Set(found.flatMap((f) => f.trace.filter((t) => t.message.startsWith('sink: views')).map((t) => `${t.filePath}:${t.line}`)))).toEqual(new Set(['views/profile.hbs:3', 'views/partials/header.hbs:1']));
  });

  it('escaped output and a helper call are safe', async () => {
    expect(await xss({ ...files, 'views/profile.hbs': '<h1>{{name}}</h1>\n<div>{{bio}}</div>\n' })).toEqual([]);
  });
});

const SPRING = `package com.example.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class ProfileController {
    @GetMapping("/profile")
    public String profile(@RequestParam String bio, @RequestParam String name, Model model) {
        model.addAttribute("bio", bio);
        model.addAttribute("name", name);
        return "profile";
    }

    @GetMapping("/fixed")
    public String fixed(@RequestParam String name, Model model) {
        model.addAttribute("bio", "<b>welcome</b>");
        model.addAttribute("name", name);
        return "profile";
    }

    @GetMapping("/go")
    public String go(@RequestParam String bio, Model model) {
        model.addAttribute("bio", bio);
        return "redirect:/profile";
    }
}
`;

describe('Spring / Thymeleaf views', () => {
  const files: Files = {
    'src/main/java/com/example/web/ProfileController.java': SPRING,
    'src/main/resources/templates/profile.html': '<html xmlns:th="http://www.thymeleaf.org">\n<h1 th:text="${name}">Name</h1>\n<div th:utext="${bio}">Bio</div>\n</html>\n',
  };

  it('reports the attribute a view prints with th:utext at addAttribute, the view line in the trace', async () => {
    const r = await scan(files);
    const found = atCalls(r);
    expect(atTemplates(r)).toEqual(['src/main/resources/templates/profile.html:3']);
    expect(found.map((f) => `${f.filePath.split('/').at(-1)}:${f.lineNumber}`)).toEqual(['ProfileController.java:12']);
    expect(`${found[0].trace.at(-1)!.filePath}:${found[0].trace.at(-1)!.line}`).toBe('src/main/resources/templates/profile.html:3');
  });

  it('th:text, a constant attribute and a redirect are safe; inlined [(${x})] is raw', async () => {
    expect(await xss({ ...files, 'src/main/resources/templates/profile.html': '<h1 th:text="${bio}">x</h1><p>[[${name}]]</p>\n' })).toEqual([]);
    expect(await xss({ ...files, 'src/main/resources/templates/profile.html': '<p>[(${name})]</p>\n' })).toEqual(['src/main/java/com/example/web/ProfileController.java:13', 'src/main/java/com/example/web/ProfileController.java:20']);
  });

  it('ModelAndView: addObject with the view the constructor names, and the three-argument constructor', async () => {
    const mav = `package com.example.web;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

@Controller
public class CardController {
    @GetMapping("/card")
    public ModelAndView card(@RequestParam String bio, @RequestParam String name) {
        ModelAndView mav = new ModelAndView("profile");
        mav.addObject("bio", bio);
        mav.addObject("name", name);
        return mav;
    }

    @GetMapping("/short")
    public ModelAndView brief(@RequestParam String bio) {
        return new ModelAndView("profile", "bio", bio);
    }

    @GetMapping("/other")
    public ModelAndView other(@RequestParam String bio) {
        return new ModelAndView("plain", "bio", bio);
    }
}
`;
    const tree = { ...files, 'src/main/java/com/example/web/CardController.java': mav, 'src/main/resources/templates/plain.html': '<p th:text="${bio}">x</p><p th:utext="|Hi ${name}|">y</p>\n' };
    const found = (await xss(tree)).filter((f) => f.includes('CardController'));
    expect(found).toEqual(['src/main/java/com/example/web/CardController.java:13', 'src/main/java/com/example/web/CardController.java:20']);
    // A literal substitution in th:utext prints its variables raw.
    const raw = (await xss({ ...tree, 'src/main/resources/templates/plain.html': '<p th:utext="|Hi ${bio}!|">y</p>\n' })).filter((f) => f.includes('CardController'));
    expect(raw).toEqual(['src/main/java/com/example/web/CardController.java:13', 'src/main/java/com/example/web/CardController.java:20', 'src/main/java/com/example/web/CardController.java:25']);
  });
});

const LARAVEL = `<?php
namespace App\\Http\\Controllers;

use Illuminate\\Http\\Request;

class ProfileController extends Controller
{
    public function show(Request $request)
    {
        return view('profile.show', ['bio' => $request->input('bio'), 'name' => $request->input('name')]);
    }

    public function fixed(Request $request)
    {
        return view('profile.show', ['bio' => '<b>hi</b>', 'name' => $request->input('name')]);
    }
}
`;

const SYMFONY = `<?php
namespace App\\Controller;

use Symfony\\Bundle\\FrameworkBundle\\Controller\\AbstractController;
use Symfony\\Component\\HttpFoundation\\Request;

class CardController extends AbstractController
{
    public function card(Request $request)
    {
        return $this->render('card/show.html.twig', ['who' => $request->query->get('who'), 'title' => $request->query->get('t')]);
    }
}
`;

describe('Laravel Blade and Twig views', () => {
  const files: Files = {
    'app/Http/Controllers/ProfileController.php': LARAVEL,
    'resources/views/profile/show.blade.php': "@include('partials.head')\n<h1>{{ $name }}</h1>\n<div>{!! $bio !!}</div>\n",
    'resources/views/partials/head.blade.php': '<title>{{ $name }}</title>\n',
    'src/Controller/CardController.php': SYMFONY,
    'templates/card/show.html.twig': "{% include 'card/title.html.twig' %}\n<p>{{ who|raw }}</p>\n",
    'templates/card/title.html.twig': '<h1>{{ title }}</h1>\n',
  };

  it('reports what a Blade view prints with {!! !!} and a Twig template with |raw', async () => {
    const r = await scan(files);
    const found = atCalls(r);
    expect(atTemplates(r)).toEqual(['resources/views/profile/show.blade.php:3', 'templates/card/show.html.twig:2']);
    expect(found.map((f) => `${f.filePath}:${f.lineNumber} ${f.trace.at(-1)!.filePath}:${f.trace.at(-1)!.line}`)).toEqual([
      'app/Http/Controllers/ProfileController.php:10 resources/views/profile/show.blade.php:3',
      'src/Controller/CardController.php:11 templates/card/show.html.twig:2',
    ]);
  });

  it('escaped output, a constant value and an included file printing escaped are safe', async () => {
    expect(await xss({ ...files, 'resources/views/profile/show.blade.php': '<div>{{ $bio }}</div>\n', 'templates/card/show.html.twig': "{% include 'card/title.html.twig' %}\n<p>{{ who }}</p>\n" })).toEqual([]);
  });

  it('a Blade view printing a data key through embedded PHP: <?php echo ?>, <?= ?> and echo in @php (with an alias)', async () => {
    const view = (body: string) => ({ ...files, 'resources/views/profile/show.blade.php': body });
    const atView = async (body: string) => atTemplates(await scan(view(body))).filter((t) => t.startsWith('resources/'));
    expect(await atView('<h1>{{ $name }}</h1>\n<p><?php echo $bio; ?></p>\n')).toEqual(['resources/views/profile/show.blade.php:2']);
    expect(await atView('<p><?= $bio ?></p>\n')).toEqual(['resources/views/profile/show.blade.php:1']);
    expect(await atView("@php\n    $shown = $bio ?? 'none';\n    echo '<div data-bio=\"' . $shown . '\"></div>';\n@endphp\n")).toEqual(['resources/views/profile/show.blade.php:3']);
    // Escaped inside the echo, another variable, or an escaped print tag: nothing.
    expect(await atView("@php\n    echo '<div>' . e($bio ?? 'none') . '</div>';\n@endphp\n")).toEqual([]);
    expect(await atView("@php\n    $count = 3;\n    echo '<b>' . $count . '</b>';\n@endphp\n<p><?php echo htmlspecialchars($bio); ?></p>\n")).toEqual([]);
  });

  it("compact('bio') hands the variable of that name", async () => {
    const compact = LARAVEL.replace("['bio' => $request->input('bio'), 'name' => $request->input('name')]", "compact('bio')").replace("public function show(Request $request)\n    {\n", "public function show(Request $request)\n    {\n        $bio = $request->input('bio');\n");
    expect(compact).toContain("compact('bio')");
    expect(await xss({ ...files, 'app/Http/Controllers/ProfileController.php': compact })).toEqual(['app/Http/Controllers/ProfileController.php:11', 'src/Controller/CardController.php:11']);
  });

  it('an included Twig template printing raw', async () => {
    expect(await xss({ ...files, 'templates/card/title.html.twig': '<h1>{% autoescape false %}{{ title }}{% endautoescape %}</h1>\n' })).toEqual([
      'app/Http/Controllers/ProfileController.php:10',
      'src/Controller/CardController.php:11',
    ]);
  });
});

describe('Express / Pug and Nunjucks views', () => {
  const app = EXPRESS.replace("app.set('view engine', 'ejs');", "app.set('view engine', 'pug');").replace("'profile.ejs'", "'profile.pug'");
  const files: Files = {
    'app.js': app,
    'views/profile.pug': 'include mixins/head\nh1= name\np.bio!= bio\n',
    'views/mixins/head.pug': 'title #{name}\n',
    'views/list.pug': 'ul\n  each item in items\n    li !{item.label}\n',
  };

  it('reports locals printed with != or !{} (an each variable standing for its collection)', async () => {
    const r = await scan(files);
    const found = atCalls(r);
    expect(atTemplates(r)).toEqual(['views/list.pug:3', 'views/profile.pug:3']);
    expect(found.map((f) => `${f.filePath}:${f.lineNumber} ${f.trace.at(-1)!.filePath}:${f.trace.at(-1)!.line}`)).toEqual(['app.js:6 views/profile.pug:3', 'app.js:14 views/list.pug:3']);
  });

  it('escaped output (= and #{}) and a constant value are safe; an include printing raw counts', async () => {
    expect(await xss({ ...files, 'views/profile.pug': 'h1= name\np #{bio}\n', 'views/list.pug': 'p= title\n' })).toEqual([]);
    expect(await xss({ ...files, 'views/mixins/head.pug': 'title!= name\n', 'views/list.pug': 'p= title\n' })).toEqual(['app.js:6', 'app.js:10']);
  });

  it('Nunjucks: {{ x | safe }} is raw, {{ x }} is escaped', async () => {
    const nunjucks = { 'app.js': EXPRESS.replace("'profile.ejs'", "'profile.njk'"), 'views/profile.njk': '<h1>{{ name }}</h1>\n<p>{{ bio | safe }}</p>\n', 'views/list.njk': '{% for i in items %}<li>{{ i.label }}</li>{% endfor %}\n' };
    expect(await xss(nunjucks)).toEqual(['app.js:6']);
    expect(await xss({ ...nunjucks, 'views/list.njk': '{% for i in items %}<li>{{ i.label|safe }}</li>{% endfor %}\n' })).toEqual(['app.js:6', 'app.js:14']);
  });
});

describe('Pug files named by a built path, rendered or compiled', () => {
  const route = `const pug = require('pug');
const path = require('path');
const express = require('express');
const app = express();
const viewsDir = path.join(__dirname, '../views');
const receipt = pug.compileFile(path.join(viewsDir, 'receipt.pug'));
app.get('/compiled', (req, res) => res.send(receipt({ note: req.query.note })));
app.get('/rendered', (req, res) => res.send(pug.renderFile(path.join(__dirname, '../views/receipt.pug'), { note: req.query.note })));
app.get('/chosen', (req, res) => res.send(pug.renderFile(path.join(viewsDir, req.query.page), { note: req.query.note })));
`;
  const files: Files = { 'server/routes/pages.js': route, 'server/views/receipt.pug': 'h1 Receipt\np.note!= note\n' };

  it('finds the file by the constant tail of path.join, for renderFile and for a compileFile function called later', async () => {
    const r = await scan(files);
    expect(atCalls(r).map((f) => `${f.filePath}:${f.lineNumber} ${f.trace.at(-1)!.filePath}:${f.trace.at(-1)!.line}`)).toEqual([
      'server/routes/pages.js:7 server/views/receipt.pug:2',
      'server/routes/pages.js:8 server/views/receipt.pug:2',
    ]);
  });

  it('a file printing escaped is safe, and a path whose last piece is request data names no file', async () => {
    expect(await xss({ ...files, 'server/views/receipt.pug': 'h1 Receipt\np.note #{note}\n' })).toEqual([]);
  });
});

describe('template files and incremental rescans', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-templates-'));
  const store = new FolderCacheStore(path.join(dir, 'cache'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('editing, removing and adding a template changes the rescan exactly as a full scan', async () => {
    const files: Files = {
      'app.py': FLASK,
      'templates/card.html': '<p>{{ who }}</p>\n',
      'templates/plain.html': '<p>{{ who }}</p>\n',
    };
    const comparable = (r: ScanResult) => r.findings.map((f) => `${f.ruleId} ${f.filePath}:${f.lineNumber} ${f.fingerprint} ${f.trace.at(-1)?.filePath}:${f.trace.at(-1)?.line}`);
    const edits: [string, () => void][] = [
      ['first scan', () => undefined],
      ['print raw', () => (files['templates/card.html'] = '<p>{{ who|safe }}</p>\n')],
      ['move the raw line', () => (files['templates/card.html'] = '<div>\n<p>{{ who|safe }}</p>\n</div>\n')],
      ['remove the template', () => delete files['templates/card.html']],
      ['add it back raw', () => (files['templates/card.html'] = '{{ title|safe }}\n')],
      ['escape again', () => (files['templates/card.html'] = '{{ title }}\n')],
      ['include a file', () => (files['templates/card.html'] = '{% include "part.html" %}\n')],
      ['the included file appears raw', () => (files['templates/part.html'] = '{{ who|safe }}\n')],
      ['the included file escapes', () => (files['templates/part.html'] = '{{ who }}\n')],
    ];
    const counts: number[] = [];
    for (const [name, edit] of edits) {
      edit();
      const full = await analyzeFiles(toSource(files), { parallel: false, secrets: false });
      const cached = await analyzeFiles(toSource(files), { parallel: false, secrets: false, cache: { store, scope: 'templates' } });
      expect(comparable(cached), name).toEqual(comparable(full));
      counts.push(atCalls(full).length);
    }
    // `title` raw: both routes passing request data as `title` (card and fixed).
    expect(counts).toEqual([0, 1, 1, 0, 2, 0, 0, 1, 0]);
  });
});

const SLIM = `<?php
namespace App\\Controller;

use Psr\\Http\\Message\\ResponseInterface;
use Psr\\Http\\Message\\ServerRequestInterface;
use Slim\\Views\\Twig;

final class SearchController
{
    public function __construct(private Twig $twig)
    {
    }

    public function results(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $q = $request->getQueryParams();
        return $this->twig->render($response, 'search/results.html.twig', ['summary' => $q['summary'] ?? '', 'term' => $q['term'] ?? '', 'banner' => '<b>New</b>']);
    }

    public function mail(ServerRequestInterface $request): string
    {
        return $this->twig->fetch('mail/welcome.html.twig', ['intro' => $request->getParsedBody()['intro'] ?? '']);
    }
}
`;

describe('slim/twig-view', () => {
  const files: Files = {
    'src/Controller/SearchController.php': SLIM,
    'templates/search/results.html.twig': '<div>{{ banner|raw }}</div>\n<h2>{{ term }}</h2>\n<p>{{ summary|raw }}</p>\n',
    'templates/mail/welcome.html.twig': '<p>{{ intro }}</p>\n',
  };

  it("reports the keys Twig::render's template prints raw (the data is the third argument), not the escaped or constant ones", async () => {
    const r = await scan(files);
    expect(atTemplates(r)).toEqual(['templates/search/results.html.twig:3']);
    expect(atCalls(r).map((f) => `${f.filePath}:${f.lineNumber}`)).toEqual(['src/Controller/SearchController.php:17']);
  });

  it("Twig::fetch's template (the data is the second argument)", async () => {
    const raw = { ...files, 'templates/mail/welcome.html.twig': '<p>{{ intro|raw }}</p>\n' };
    expect(atTemplates(await scan(raw))).toEqual(['templates/mail/welcome.html.twig:1', 'templates/search/results.html.twig:3']);
  });
});

describe('Express / Swig views through consolidate', () => {
  const swigApp = (register: string): Files => ({
    'app.js': `const express = require('express');
const consolidate = require('consolidate');
const app = express();
${register}
app.set('view engine', 'html');
app.get('/notice', (req, res) => res.render('notice', { title: req.query.t, notice: req.query.n, body: req.query.b }));
`,
    'views/notice.html': '<h1>{{ title }}</h1>\n<div>{{ notice|raw }}</div>\n<p>{{ body|safe }}</p>\n{% autoescape false %}{{ title }}{% endautoescape %}\n',
  });

  it("reads .html views as Swig when app.engine('html', consolidate.swig) registers it: |raw, |safe and autoescape false are raw", async () => {
    expect(atTemplates(await scan(swigApp("app.engine('html', consolidate.swig);")))).toEqual(['views/notice.html:2', 'views/notice.html:3', 'views/notice.html:4']);
  });

  it('the same view read as Nunjucks (nothing registered) has no |raw filter', async () => {
    expect(atTemplates(await scan(swigApp('')))).toEqual(['views/notice.html:3', 'views/notice.html:4']);
  });
});
