/**
 * The Python pipeline end to end across files: module names from paths, relative and absolute
 * imports resolved by the lowerer, then followed by the analysis into the callee's module.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../../src/engine/index.js';
import type { Finding } from '../../../src/engine/findings.js';

const files = [
  {
    path: 'shop/db.py',
    content: `import sqlite3

conn = sqlite3.connect("shop.db")


def run_query(sql):
    return conn.execute(sql)


def find_user(name):
    return run_query("SELECT * FROM users WHERE name = '" + name + "'")


def count_users():
    return run_query("SELECT count(*) FROM users")
`,
  },
  {
    path: 'shop/views.py',
    content: `import os

from django.http import HttpResponse
from flask import Flask, request

from shop import db as dbmod

app = Flask(__name__)


@app.route("/u")
def user():
    name = request.args.get("name") or "guest"
    dbmod.find_user(name)
    dbmod.count_users()
    settings = {"greeting": "hello", "name": name}
    os.system("echo " + settings["greeting"])
    os.system("echo " + settings["name"])
    return "ok"


def profile(request):
    os.system("finger " + request.GET["who"])
    return HttpResponse("ok")
`,
  },
  {
    path: 'shop/urls.py',
    content: `from django.urls import path

from . import views

urlpatterns = [path("profile/", views.profile)]
`,
  },
];

const at = (findings: Finding[], file: string) => findings.filter((f) => f.filePath === file).map((f) => `${f.lineNumber} ${f.ruleId}`);

describe('Python across files', () => {
  it('follows calls into other modules and reports at the call that passes request data and at the sink', async () => {
    const result = await analyzeFiles(files, { parallel: false, secrets: false });
    // the sink, and the helper line that composes the query in run_query's argument (where it was built)
    expect(at(result.findings, 'shop/db.py')).toEqual(['7 py-sqli-tainted-query', '11 py-sqli-tainted-query']);
    const sqli = result.findings.find((f) => f.ruleId === 'py-sqli-tainted-query' && f.filePath === 'shop/views.py')!;
    expect(sqli.trace.map((t) => t.filePath)).toEqual(expect.arrayContaining(['shop/views.py', 'shop/db.py']));
    expect(sqli.trace[0]).toMatchObject({ filePath: 'shop/views.py', line: 13 });
    expect(sqli.trace.at(-1)).toMatchObject({ filePath: 'shop/db.py', line: 7 });
    // `settings["greeting"]` never held input; `settings["name"]` did. `profile` is a view
    // because shop/urls.py routes to it.
    expect(at(result.findings, 'shop/views.py')).toEqual(['14 py-sqli-tainted-query', '18 py-command-injection', '23 py-command-injection']);
  });

  it('follows functions imported by name (from .db import find_user)', async () => {
    const views = files[1].content
      .replace('from shop import db as dbmod', 'from .db import find_user')
      .replace('dbmod.find_user(name)', 'find_user(name)')
      .replace('    dbmod.count_users()\n', '');
    const result = await analyzeFiles([files[0], { path: 'shop/views.py', content: views }], { parallel: false, secrets: false });
    expect(at(result.findings, 'shop/views.py')).toContain('14 py-sqli-tainted-query');
    // the sink, and the helper line that composes the query in run_query's argument (where it was built)
    expect(at(result.findings, 'shop/db.py')).toEqual(['7 py-sqli-tainted-query', '11 py-sqli-tainted-query']);
  });

  it('names decorators through an app object imported from another module', async () => {
    const result = await analyzeFiles(
      [
        { path: 'myapp/__init__.py', content: 'from flask import Flask\n\napp = Flask(__name__)\n' },
        { path: 'myapp/views.py', content: 'import os\nfrom myapp import app\n\n\n@app.route("/run/<cmd>")\ndef run(cmd):\n    os.system(cmd)\n' },
        { path: 'api/main.py', content: 'from fastapi import FastAPI\n\napp = FastAPI()\n' },
        { path: 'api/routes.py', content: 'import os\nfrom api.main import app\n\n\n@app.get("/x")\ndef x(q: str, n: int):\n    os.system(q)\n    os.system(str(n))\n' },
      ],
      { parallel: false, secrets: false },
    );
    expect(result.findings.map((f) => `${f.filePath}:${f.lineNumber} ${f.ruleId}`).sort()).toEqual([
      'api/routes.py:7 py-command-injection',
      'myapp/views.py:7 py-command-injection',
    ]);
  });

  it('types a tree class field from a constructor argument of a class imported by name', async () => {
    const result = await analyzeFiles(
      [
        {
          path: 'shop/dao.py',
          content: 'class UserDao:\n    def __init__(self, connection):\n        self.connection = connection\n\n    def by_email(self, email):\n        cur = self.connection.cursor()\n        cur.execute("SELECT * FROM users WHERE email = \'" + email + "\'")\n        return cur.fetchall()\n',
        },
        {
          path: 'shop/api.py',
          content: 'import sqlite3\nfrom flask import Flask, request\nfrom .dao import UserDao\n\napp = Flask(__name__)\n\n\n@app.route("/u")\ndef u():\n    return str(UserDao(sqlite3.connect("x.db")).by_email(request.args["e"]))\n',
        },
      ],
      { parallel: false, secrets: false },
    );
    // The view also answers the fetched rows as its HTML body (`str(rows)` keeps their text): stored XSS.
    expect(result.findings.map((f) => `${f.filePath}:${f.lineNumber} ${f.ruleId}`).sort()).toEqual(['shop/api.py:10 py-sqli-tainted-query', 'shop/api.py:10 py-xss-stored', 'shop/dao.py:7 py-sqli-tainted-query']);
  });
});
