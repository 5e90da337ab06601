import { describe, expect, it } from 'vitest';
import { callsIn, dotted, fn, lower, noLoc } from './python-helpers.js';

describe('lowerPython on Flask code', () => {
  const source = `
import sqlite3
from flask import Flask, request as r, render_template_string
app = Flask(__name__)

@app.route("/users", methods=["GET", "POST"])
def users():
    q = r.args.get("q")
    conn = sqlite3.connect("db.sqlite")
    cur = conn.cursor()
    cur.execute("SELECT * FROM users WHERE name = '" + q + "'")
    cur.execute("SELECT * FROM users WHERE name = %s" % q)
    cur.execute(f"SELECT * FROM users WHERE name = '{q}'")
    cur.execute("SELECT * FROM users WHERE name = {}".format(q))
    cur.execute("SELECT * FROM users WHERE name = ?", (q,))
    return render_template_string("<p>" + q + "</p>")
`;

  it('resolves imports and aliases to qualified names', async () => {
    const m = await lower(source);
    expect(noLoc(m.imports)).toEqual([
      { local: 'sqlite3', qualified: 'sqlite3' },
      { local: 'Flask', qualified: 'flask.Flask' },
      { local: 'r', qualified: 'flask.request' },
      { local: 'render_template_string', qualified: 'flask.render_template_string' },
    ]);
    const calls = callsIn(fn(m, 'users').body).map((c) => dotted(c.callee));
    expect(calls).toContain('flask.request.args.get');
    expect(calls).toContain('sqlite3.connect');
    expect(calls).toContain('flask.render_template_string');
  });

  it('lowers the route decorator with its arguments, resolved through the app type', async () => {
    const m = await lower(source);
    const [route] = fn(m, 'users').annotations;
    expect(route.name).toBe('app.route');
    expect(route.qualified).toBe('flask.Flask.route');
    expect(noLoc(route.args)).toEqual([{ kind: 'const', value: '/users' }]);
    expect(noLoc(route.kwargs)).toEqual({
      methods: { kind: 'array', elements: [{ kind: 'const', value: 'GET' }, { kind: 'const', value: 'POST' }] },
    });
    // `app` itself carries the type it was constructed with.
    const callee = route.expr?.kind === 'call' ? route.expr.callee : undefined;
    expect(callee?.kind === 'member' && callee.object).toMatchObject({ kind: 'name', name: 'app', type: 'flask.Flask' });
  });

  it('lowers +, %, f-strings and a literal\'s .format() to concat', async () => {
    const m = await lower(source);
    const executes = callsIn(fn(m, 'users').body).filter((c) => dotted(c.callee) === 'cur.execute');
    expect(executes).toHaveLength(5);
    const shapes = executes.map((c) => noLoc(c.args[0]));
    expect(shapes[0]).toEqual({
      kind: 'concat',
      parts: [
        { kind: 'const', value: "SELECT * FROM users WHERE name = '" },
        { kind: 'name', name: 'q' },
        { kind: 'const', value: "'" },
      ],
    });
    expect(shapes[1]).toEqual({
      kind: 'concat',
      parts: [{ kind: 'const', value: 'SELECT * FROM users WHERE name = ' }, { kind: 'name', name: 'q' }],
    });
    expect(shapes[2]).toEqual({
      kind: 'concat',
      parts: [
        { kind: 'const', value: "SELECT * FROM users WHERE name = '" },
        { kind: 'name', name: 'q' },
        { kind: 'const', value: "'" },
      ],
    });
    // str.format on a literal builds text the way `%` does (brace-format.ts).
    expect(noLoc(executes[3].args[0])).toEqual({
      kind: 'concat',
      parts: [{ kind: 'const', value: 'SELECT * FROM users WHERE name = ' }, { kind: 'name', name: 'q' }],
    });
    // The parameterised query keeps its constant text and the tuple of parameters apart.
    expect(noLoc(executes[4].args)).toEqual([
      { kind: 'const', value: 'SELECT * FROM users WHERE name = ?' },
      { kind: 'array', elements: [{ kind: 'name', name: 'q' }] },
    ]);
  });
});

describe('lowerPython on Django views', () => {
  const source = `
from django.db import connection
from django.http import HttpResponse, HttpRequest
from django.views import View
from .models import User

def profile(request: HttpRequest, user_id):
    name = request.GET.get("name", "")
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM auth_user WHERE username = %s", [name])
    users = User.objects.raw("SELECT * FROM app_user WHERE id = %s" % user_id)
    return HttpResponse(name)

class Search(View):
    template = "search.html"

    def get(self, request, *args, **kwargs):
        term = request.GET["term"]
        return self.render(term)

    def render(self, term):
        return HttpResponse(term)

    @staticmethod
    def helper(value):
        return value
`;

  it('resolves relative imports against the module name', async () => {
    const m = await lower(source, 'shop/views.py');
    expect(m.moduleName).toBe('shop.views');
    expect(m.imports.find((i) => i.local === 'User')?.qualified).toBe('shop.models.User');
    const raw = callsIn(fn(m, 'profile').body).find((c) => dotted(c.callee).endsWith('.raw'));
    expect(raw && dotted(raw.callee)).toBe('shop.models.User.objects.raw');
  });

  it('types parameters from hints and assigns with-as resources', async () => {
    const m = await lower(source, 'shop/views.py');
    const profile = fn(m, 'profile');
    expect(profile.params.map((p) => [p.name, p.type])).toEqual([
      ['request', 'django.http.HttpRequest'],
      ['user_id', undefined],
    ]);
    expect(profile.id).toBe('shop.views#profile');
    const withAssign = profile.body.find((s) => s.kind === 'assign' && s.target.kind === 'name' && s.target.name === 'cursor');
    expect(withAssign && withAssign.kind === 'assign' && dotted(withAssign.value)).toBe('django.db.connection.cursor()');
    const get = callsIn(profile.body).find((c) => dotted(c.callee) === 'request.GET.get');
    expect(get?.callee.kind === 'member' && get.callee.object.kind === 'member' && get.callee.object.object).toMatchObject({
      kind: 'name',
      name: 'request',
      type: 'django.http.HttpRequest',
    });
  });

  it('lowers class-based views: methods without self, self as this, fields', async () => {
    const m = await lower(source, 'shop/views.py');
    const cls = m.classes.find((c) => c.name === 'Search');
    expect(cls).toBeDefined();
    expect(cls?.superclass).toBe('django.views.View');
    expect(cls?.qualified).toBe('shop/views.py#Search');
    expect(cls?.fields.map((f) => f.name)).toEqual(['template']);
    expect(cls?.methods.map((f) => f.id)).toEqual(['shop.views#Search.get', 'shop.views#Search.render', 'shop.views#Search.helper']);
    const get = cls!.methods[0];
    expect(get.className).toBe('Search');
    expect(get.params.map((p) => [p.name, p.rest])).toEqual([
      ['request', undefined],
      ['args', 'list'],
      ['kwargs', 'dict'],
    ]);
    const term = get.body[0];
    expect(noLoc(term)).toEqual({
      kind: 'assign',
      target: { kind: 'name', name: 'term' },
      value: { kind: 'member', object: { kind: 'member', object: { kind: 'name', name: 'request' }, property: 'GET' }, property: 'term' },
    });
    const render = callsIn(get.body).find((c) => dotted(c.callee) === 'this.render');
    expect(render?.callee.kind === 'member' && render.callee.object).toMatchObject({ kind: 'this', type: 'shop/views.py#Search' });
    const helper = cls!.methods[2];
    expect(helper.isStatic).toBe(true);
    expect(helper.params.map((p) => p.name)).toEqual(['value']);
    expect(m.exports).toMatchObject({ profile: 'shop.views#profile', Search: 'shop/views.py#Search' });
  });
});

describe('lowerPython decorator applications', () => {
  it('keeps `@dec def f` as the definition followed by a call dec(f), innermost first', async () => {
    const m = await lower('from django.views.decorators.http import require_GET\nimport functools\n\n@functools.lru_cache(maxsize=8)\n@require_GET\ndef view(request):\n    return request.GET\n');
    const body = noLoc(m.topLevel.body);
    expect(body.map((s) => s.kind)).toEqual(['function', 'expr', 'expr']);
    const applied = body.slice(1).map((s) => (s.kind === 'expr' && s.expr.kind === 'call' ? [dotted(s.expr.callee), s.expr.args.map(dotted)] : []));
    expect(applied).toEqual([
      ['django.views.decorators.http.require_GET', ['view']],
      ['functools.lru_cache()', ['view']],
    ]);
  });
});

describe('lowerPython on FastAPI routes', () => {
  const source = `
from typing import Optional
from fastapi import APIRouter, FastAPI, Query, Request
import httpx

app = FastAPI()
router = APIRouter(prefix="/v1")

@app.get("/items/{item_id}")
async def read_item(item_id: int, q: Optional[str] = Query(None, max_length=50), *, request: Request):
    async with httpx.AsyncClient() as client:
        resp = await client.get(q)
    return {"item_id": item_id, "q": q, "body": resp.text}

@router.post("/fetch")
def fetch(url: str):
    return httpx.get(url, timeout=5)
`;

  it('resolves decorators through constructed types and keeps hints and defaults', async () => {
    const m = await lower(source, 'api/main.py');
    const read = fn(m, 'read_item');
    expect(read.annotations.map((a) => a.qualified)).toEqual(['fastapi.FastAPI.get']);
    expect(fn(m, 'fetch').annotations.map((a) => a.qualified)).toEqual(['fastapi.APIRouter.post']);
    expect(read.params.map((p) => [p.name, p.type])).toEqual([
      ['item_id', 'int'],
      ['q', 'typing.Optional[str]'],
      ['request', 'fastapi.Request'],
    ]);
    const qDefault = read.params[1].default;
    expect(qDefault?.kind === 'call' && dotted(qDefault.callee)).toBe('fastapi.Query');
    expect(qDefault?.kind === 'call' && noLoc(qDefault.kwargs)).toEqual({ max_length: { kind: 'const', value: 50 } });
  });

  it('drops await, assigns async with resources and builds dict returns', async () => {
    const m = await lower(source, 'api/main.py');
    const read = fn(m, 'read_item');
    const resp = read.body.find((s) => s.kind === 'assign' && s.target.kind === 'name' && s.target.name === 'resp');
    expect(resp && resp.kind === 'assign' && dotted(resp.value)).toBe('client.get()');
    const client = read.body.find((s) => s.kind === 'assign' && s.target.kind === 'name' && s.target.name === 'client');
    expect(client && client.kind === 'assign' && dotted(client.value)).toBe('httpx.AsyncClient()');
    const ret = read.body.find((s) => s.kind === 'return');
    expect(ret?.kind === 'return' && ret.value?.kind === 'object' && ret.value.entries.map((e) => e.key)).toEqual(['item_id', 'q', 'body']);
    const get = callsIn(fn(m, 'fetch').body)[0];
    expect(dotted(get.callee)).toBe('httpx.get');
    expect(noLoc(get.kwargs)).toEqual({ timeout: { kind: 'const', value: 5 } });
  });
});
