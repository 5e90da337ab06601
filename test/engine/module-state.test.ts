/**
 * Module state that functions of the module set up (src/engine/analysis/module-state.ts): a
 * binding or a literal's constant key that a function assigns reads, from the module's other
 * functions, as that assignment's value joined with the initial one, whichever root runs first.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

type Files = Record<string, string>;

async function lines(files: Files, ruleId: string): Promise<string[]> {
  const result = await analyzeFiles(Object.entries(files).map(([path, content]) => ({ path, content })), { parallel: false, secrets: false });
  return result.findings.filter((f) => f.ruleId === ruleId).map((f) => `${f.filePath}:${f.lineNumber}`).sort();
}

const extensions = `from pymongo import MongoClient

mongo = {"client": None}


def init_mongo(uri):
    mongo["client"] = MongoClient(uri)


def notes():
    return mongo["client"].get_default_database()["notes"]
`;

const service = `from .extensions import notes


def matching(expression):
    return list(notes().find({"$where": "this.text == '" + expression + "'"}))
`;

const views = `from flask import Blueprint, request

from .service import matching

bp = Blueprint("notes", __name__)


@bp.route("/notes")
def search():
    return {"found": matching(request.args.get("q", ""))}
`;

const factory = `from flask import Flask

from .extensions import init_mongo
from .views import bp


def create_app():
    app = Flask(__name__)
    init_mongo(app.config["MONGO_URI"])
    app.register_blueprint(bp)
    return app
`;

describe('module state set up by an init function', () => {
  it('a key an init function assigns holds the client it builds, in every root, whoever calls the init', async () => {
    const withFactory = await lines({ 'app/extensions.py': extensions, 'app/service.py': service, 'app/views.py': views, 'app/__init__.py': factory }, 'py-nosql-injection');
    expect(withFactory).toContain('app/service.py:5');
    // The same findings when the factory comes first, and when no module of the scan calls the init.
    expect(await lines({ 'app/__init__.py': factory, 'app/views.py': views, 'app/service.py': service, 'app/extensions.py': extensions }, 'py-nosql-injection')).toEqual(withFactory);
    expect(await lines({ 'app/extensions.py': extensions, 'app/service.py': service, 'app/views.py': views }, 'py-nosql-injection')).toEqual(withFactory);
  });

  it('what a function stores is read without its taint by the others', async () => {
    const content = `import sqlite3
from flask import request

conn = sqlite3.connect("app.db")
last = {"query": ""}


def run_last():
    return conn.execute("SELECT * FROM notes WHERE text = '" + last["query"] + "'").fetchall()


def remember():
    last["query"] = request.args.get("q", "")
`;
    expect(await lines({ 'notes.py': content }, 'py-sqli-tainted-query')).toEqual([]);
  });

  it("a function's own variable of the same name is not the module's", async () => {
    const content = `const express = require('express');
const { Pool } = require('pg');

let db = null;
const app = express();

app.get('/a', (req, res) => {
  db.query("SELECT * FROM a WHERE id = '" + req.query.id + "'");
  res.end();
});

function probe(url) {
  const db = new Pool({ connectionString: url });
  return db;
}

module.exports = { app, probe };
`;
    expect(await lines({ 'app.js': content }, 'js-sqli-tainted-query')).toEqual([]);
    // Assigned by the function instead of declared there: the module's pool.
    expect(await lines({ 'app.js': content.replace('const db = new Pool', 'db = new Pool') }, 'js-sqli-tainted-query')).toEqual(['app.js:8']);
  });

  it('a Python global assigned through `global` holds what the function assigns', async () => {
    const content = `import sqlite3
from flask import request

conn = None


def search():
    return conn.execute("SELECT * FROM notes WHERE text = '" + request.args["q"] + "'").fetchall()


def connect(path):
    global conn
    conn = sqlite3.connect(path)


def connect_elsewhere(path):
    conn = sqlite3.connect(path)
    return conn
`;
    expect(await lines({ 'notes.py': content }, 'py-sqli-tainted-query')).toEqual(['notes.py:8']);
    // Without \`global\` the assignment binds the function's own variable.
    expect(await lines({ 'notes.py': content.replace('    global conn\n    conn = sqlite3.connect(path)', '    pass') }, 'py-sqli-tainted-query')).toEqual([]);
  });
});
