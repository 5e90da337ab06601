/**
 * A framework request object handed down a chain of helpers deeper than the inline bound, whose
 * members are read only at the bottom (`c(req)` reading `req.query.id`). The request carries no
 * taint of its own: its members are sources by name. Applying the bottom helper's summary reads
 * the member path its placeholder recorded through the member-read models of the actual request,
 * so the result is the same whether the helper ran in context or through its summary.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles, type ScanResult, type SourceFile } from '../../src/engine/index.js';

type Files = Record<string, string>;
const toSource = (files: Files): SourceFile[] => Object.entries(files).map(([p, content]) => ({ path: p, content: Buffer.from(content) }));
const scan = (files: Files): Promise<ScanResult> => analyzeFiles(toSource(files), { parallel: false, secrets: false });
const lines = (r: ScanResult, category: string) =>
  [...new Set(r.findings.filter((f) => f.category === category).map((f) => `${f.filePath}:${f.lineNumber}`))].sort();

const EXPRESS = `const express = require('express');
const mysql = require('mysql');
const db = mysql.createConnection({});
const app = express();

function lookup(req) {
  db.query("SELECT * FROM orders WHERE id = '" + req.query.id + "'");
  db.query('SELECT * FROM orders WHERE id = ' + req.app.locals.defaultId);
}
function service(req) { return lookup(req); }
function controller(req) { return service(req); }
function facade(req) { return controller(req); }

app.get('/orders', (req, res) => {
  facade(req);
  res.send('ok');
});
`;

const KOA = `const Koa = require('koa');
const mysql = require('mysql');
const db = mysql.createConnection({});
const app = new Koa();

function lookup(ctx) {
  return db.query("SELECT * FROM notes WHERE owner = '" + ctx.request.body.owner + "'");
}
function service(ctx) { return lookup(ctx); }
function controller(ctx) { return service(ctx); }
function facade(ctx) { return controller(ctx); }

app.use(async (ctx) => {
  ctx.body = await facade(ctx);
});
`;

const FASTIFY = `const fastify = require('fastify')();
const mysql = require('mysql');
const db = mysql.createConnection({});

function lookup(request) {
  return db.query("SELECT * FROM items WHERE tag = '" + request.query.tag + "'");
}
function service(request) { return lookup(request); }
function controller(request) { return service(request); }
function facade(request) { return controller(request); }

fastify.get('/items', async (request, reply) => {
  return facade(request);
});
`;

// The same bottom helper returns the member instead of querying with it: the returned value
// carries the request's taint up to the handler, which builds the query.
const EXPRESS_RETURN = `const express = require('express');
const mysql = require('mysql');
const db = mysql.createConnection({});
const app = express();

function pick(req) { return req.body.name; }
function service(req) { return pick(req); }
function controller(req) { return service(req); }
function facade(req) { return controller(req); }

app.post('/users', (req, res) => {
  const name = facade(req);
  db.query("SELECT * FROM users WHERE name = '" + name + "'");
  res.send('ok');
});
`;

const DJANGO = `from django.db import connection
from django.http import HttpResponse


def lookup(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM orders WHERE id = '" + request.GET['id'] + "'")
        cursor.execute("SELECT * FROM orders WHERE id = '" + request.method + "'")


def service(request):
    return lookup(request)


def controller(request):
    return service(request)


def facade(request):
    return controller(request)


def order_view(request):
    facade(request)
    return HttpResponse('ok')
`;

const DJANGO_URLS = `from django.urls import path
from . import views

urlpatterns = [path('orders/', views.order_view)]
`;

// The helpers live in a module that does not import Django and read members other objects have
// too (`headers`), so nothing types their parameter as a request: only the view's argument is one.
const DJANGO_SERVICES = `from orders.db import run_sql


def lookup(request):
    run_sql("SELECT * FROM orders WHERE tenant = '" + request.headers['X-Tenant'] + "'")


def service(request):
    return lookup(request)


def controller(request):
    return service(request)
`;

const DJANGO_DB = `from django.db import connection


def run_sql(sql):
    with connection.cursor() as cursor:
        cursor.execute(sql)
`;

const DJANGO_HEADER_VIEWS = `from django.http import HttpResponse
from orders.services import controller


def order_view(request):
    controller(request)
    return HttpResponse('ok')
`;

// Flask's request is a module global; handed to helpers as an argument all the same.
const FLASK = `import sqlite3
from flask import Flask, request

app = Flask(__name__)
db = sqlite3.connect('app.db')


def lookup(req):
    return db.execute("SELECT * FROM items WHERE tag = '" + req.args.get('tag') + "'")


def service(req):
    return lookup(req)


def controller(req):
    return service(req)


def facade(req):
    return controller(req)


@app.route('/items')
def items():
    facade(request)
    return 'ok'
`;

describe('a request object passed down past the inline bound', () => {
  it('Express: req.query.id read three helpers down is request input; a member no model names is not', async () => {
    const r = await scan({ 'app.js': EXPRESS });
    expect(lines(r, 'sqli')).toContain('app.js:7');
    expect(lines(r, 'sqli')).not.toContain('app.js:8');
  });

  it('Koa: ctx.request.body.owner read three helpers down is request input', async () => {
    expect(lines(await scan({ 'app.js': KOA }), 'sqli')).toContain('app.js:7');
  });

  it('Fastify: request.query.tag read three helpers down is request input', async () => {
    expect(lines(await scan({ 'app.js': FASTIFY }), 'sqli')).toContain('app.js:6');
  });

  it('Express: a member returned from the bottom helper reaches the handler as request input', async () => {
    expect(lines(await scan({ 'app.js': EXPRESS_RETURN }), 'sqli')).toContain('app.js:13');
  });

  it('Django: request.GET read three helpers below the view is request input; request.method is not', async () => {
    const r = await scan({ 'orders/views.py': DJANGO, 'orders/urls.py': DJANGO_URLS });
    expect(lines(r, 'sqli')).toContain('orders/views.py:7');
    expect(lines(r, 'sqli')).not.toContain('orders/views.py:8');
  });

  it('Django: a header read by helpers in a module that does not import Django is request input', async () => {
    const r = await scan({ 'orders/views.py': DJANGO_HEADER_VIEWS, 'orders/services.py': DJANGO_SERVICES, 'orders/db.py': DJANGO_DB, 'orders/urls.py': DJANGO_URLS });
    expect(lines(r, 'sqli')).toContain('orders/services.py:5');
  });

  it('Flask: the request global passed down three helpers is request input where its args are read', async () => {
    expect(lines(await scan({ 'app.py': FLASK }), 'sqli')).toContain('app.py:9');
  });
});
