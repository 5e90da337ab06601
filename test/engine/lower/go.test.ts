/**
 * The Go lowerer: what each construct becomes in the IR (imports, package names, receivers,
 * multiple results, composite literals, string building, switches, closures).
 */
import { describe, expect, it } from 'vitest';
import type { Expr, ModuleIR, Stmt } from '../../../src/engine/ir/types.js';
import { lowerGo } from '../../../src/engine/lower/go.js';
import { defaultImportName } from '../../../src/engine/lower/go/context.js';
import { parseSource } from '../../../src/engine/parse/parser.js';
import { allStmts, fn } from './java-helpers.js';

async function lower(source: string, path = 'internal/api/handlers.go'): Promise<ModuleIR> {
  const { tree } = await parseSource('go', source);
  return lowerGo(tree, source, path);
}

function assigns(stmts: Stmt[]): Extract<Stmt, { kind: 'assign' }>[] {
  return allStmts(stmts).filter((s): s is Extract<Stmt, { kind: 'assign' }> => s.kind === 'assign');
}

function valueOf(stmts: Stmt[], name: string): Expr {
  const found = assigns(stmts).find((s) => s.target.kind === 'name' && s.target.name === name);
  if (!found) throw new Error(`no assignment to ${name}`);
  return found.value;
}

describe('Go lowering', () => {
  it('names the package by its folder and imports by path, aliases and versioned paths included', async () => {
    const ir = await lower(`package api
import (
  "net/http"
  m "github.com/gorilla/mux"
  "github.com/labstack/echo/v4"
  _ "github.com/lib/pq"
)
func H(w http.ResponseWriter, r *http.Request) {}
`);
    expect(ir.language).toBe('go');
    expect(ir.moduleName).toBe('$go/internal/api');
    expect(ir.imports.map((b) => [b.local, b.qualified])).toEqual([
      ['http', 'net/http'],
      ['m', 'github.com/gorilla/mux'],
      ['echo', 'github.com/labstack/echo/v4'],
    ]);
    const h = fn(ir, 'internal/api/handlers.go#H');
    expect(h.params.map((p) => [p.name, p.type])).toEqual([['w', 'net/http.ResponseWriter'], ['r', 'net/http.Request']]);
    expect(ir.exports.H).toBe(h.id);
    expect(defaultImportName('gopkg.in/yaml.v3')).toBe('yaml');
    expect(defaultImportName('github.com/mattn/go-sqlite3')).toBe('sqlite3');
  });

  it('makes a method a member of its receiver type, the receiver read as this', async () => {
    const ir = await lower(`package api
import "database/sql"
type Store struct { db *sql.DB; name string }
func (s *Store) Find(id string) { s.db.Query(id) }
`);
    const cls = ir.classes.find((c) => c.name === 'Store')!;
    expect(cls.qualified).toBe('$go/internal/api.Store');
    expect(cls.fields.map((f) => [f.name, f.type])).toEqual([['db', 'database/sql.DB'], ['name', 'string']]);
    const find = cls.methods[0];
    expect(find.className).toBe('Store');
    const call = (find.body[0] as Extract<Stmt, { kind: 'expr' }>).expr as Extract<Expr, { kind: 'call' }>;
    expect(call.callee).toMatchObject({ kind: 'member', property: 'Query', object: { kind: 'member', property: 'db', object: { kind: 'this' } } });
  });

  it('binds the first of several results and leaves err carrying nothing; returns the first value', async () => {
    const ir = await lower(`package api
func F(q string) (string, error) {
  v, err := lookup(q)
  if err != nil { return "", err }
  return v, nil
}
`);
    const body = fn(ir, 'internal/api/handlers.go#F').body;
    expect(valueOf(body, 'v')).toMatchObject({ kind: 'call', callee: { kind: 'name', name: 'lookup', qualified: '$go/internal/api.lookup' } });
    expect(valueOf(body, 'err')).toMatchObject({ kind: 'unknown', children: [] });
    const ret = allStmts(body).filter((s) => s.kind === 'return');
    expect(ret.map((r) => (r as Extract<Stmt, { kind: 'return' }>).value)).toMatchObject([{ kind: 'const', value: '' }, { kind: 'name', name: 'v' }]);
  });

  it('lowers Sprintf with a constant format and + on strings to concat; HasPrefix to startsWith', async () => {
    const ir = await lower(`package api
import ("fmt"; "strings")
func F(id string, n int) {
  a := fmt.Sprintf("SELECT * FROM t WHERE id = '%s' AND n = %d%%", id, n)
  b := "x" + id + "y"
  c := strings.HasPrefix(id, "/srv/")
  b += id
}
`);
    const body = fn(ir, 'internal/api/handlers.go#F').body;
    expect(valueOf(body, 'a')).toMatchObject({
      kind: 'concat',
      parts: [{ value: "SELECT * FROM t WHERE id = '" }, { name: 'id' }, { value: "' AND n = " }, { name: 'n' }, { value: '%' }],
    });
    expect(valueOf(body, 'b')).toMatchObject({ kind: 'concat', parts: [{ value: 'x' }, { name: 'id' }, { value: 'y' }] });
    expect(valueOf(body, 'c')).toMatchObject({ kind: 'call', callee: { kind: 'member', property: 'startsWith', object: { name: 'id' } }, args: [{ value: '/srv/' }] });
    const compound = assigns(body).filter((s) => s.target.kind === 'name' && s.target.name === 'b')[1];
    expect(compound.value).toMatchObject({ kind: 'concat', parts: [{ name: 'b' }, { name: 'id' }] });
  });

  it('lowers composite literals: a struct of another package is a constructor call, a local one a typed object', async () => {
    const ir = await lower(`package api
import "crypto/tls"
type User struct { Name string }
func F(n string) {
  c := &tls.Config{InsecureSkipVerify: true}
  u := User{Name: n}
  s := []string{"a", n}
  m := map[string]int{"k": 1}
}
`);
    const body = fn(ir, 'internal/api/handlers.go#F').body;
    expect(valueOf(body, 'c')).toMatchObject({ kind: 'call', isNew: true, callee: { property: 'Config', object: { qualified: 'crypto/tls' } }, args: [{ kind: 'object', entries: [{ key: 'InsecureSkipVerify', value: { value: true } }] }] });
    expect(valueOf(body, 'u')).toMatchObject({ kind: 'cast', type: '$go/internal/api.User', value: { kind: 'object', entries: [{ key: 'Name' }] } });
    expect(valueOf(body, 's')).toMatchObject({ kind: 'array', elements: [{ value: 'a' }, { name: 'n' }] });
    expect(valueOf(body, 'm')).toMatchObject({ kind: 'object', entries: [{ key: 'k', value: { value: 1 } }] });
  });

  it('lowers switches, type switches, range loops, defer, go and closures', async () => {
    const ir = await lower(`package api
func F(x any, xs []string) {
  switch v := x.(type) {
  case string:
    use(v)
  }
  switch mode := pick(); mode {
  case "a", "b":
    use(1)
  default:
    use(2)
  }
  for _, s := range xs { use(s) }
  defer cleanup()
  go func() { use(xs) }()
}
`);
    const f = fn(ir, 'internal/api/handlers.go#F');
    const all = allStmts(f.body);
    expect(valueOf(f.body, 'v')).toMatchObject({ kind: 'cast', type: 'string', value: { name: 'x' } });
    const sw = all.find((s) => s.kind === 'switch') as Extract<Stmt, { kind: 'switch' }>;
    expect(sw.cases.map((c) => c.tests.length)).toEqual([2, 0]);
    const loop = all.find((s) => s.kind === 'loop') as Extract<Stmt, { kind: 'loop' }>;
    expect(loop.each).toMatchObject({ target: { name: 's' }, over: 'elements', iterable: { name: 'xs' } });
    expect(ir.functions.some((g) => g.name.startsWith('<anonymous@'))).toBe(true);
    const exprs = all.filter((s) => s.kind === 'expr').map((s) => ((s as Extract<Stmt, { kind: 'expr' }>).expr as Extract<Expr, { kind: 'call' }>).callee);
    expect(exprs).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'cleanup' }), expect.objectContaining({ kind: 'function' })]));
  });

  it('keeps package-level constants as top-level assignments, and lowers a broken file without throwing', async () => {
    const ir = await lower(`package api
const Table = "users"
var limit = 10
func F( { return
`);
    expect(assigns(ir.topLevel.body).map((s) => s.target.kind === 'name' && s.target.name)).toEqual(['Table', 'limit']);
    expect(ir.diagnostics.filter((d) => d.code === 'lowering-failed')).toEqual([]);
  });
});
