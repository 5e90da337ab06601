import { describe, expect, it } from 'vitest';
import type { Expr } from '../../../src/engine/ir/types.js';
import { allStmts, assigns, calleeName, calls, fn, lower } from './java-helpers.js';

const SERVLET = `
package com.acme.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.*;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.Cookie;

public class UserServlet extends HttpServlet {
    private Connection connection;
    private static final String TABLE = "users";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String id = request.getParameter("id");
        Statement stmt = connection.createStatement();
        ResultSet rs = stmt.executeQuery("SELECT * FROM " + TABLE + " WHERE id = '" + id + "'");
        PrintWriter out = response.getWriter();
        out.println("<p>" + rs.getString(1) + "</p>");
        for (Cookie c : request.getCookies()) {
            out.print(c.getValue());
        }
        response.sendRedirect(request.getParameter("next"));
    }
}
`;

describe('lowerJava: servlet', () => {
  it('records the package, imports and the bindings an on-demand import creates', async () => {
    const ir = await lower(SERVLET);
    expect(ir.language).toBe('java');
    expect(ir.moduleName).toBe('com.acme.web');
    const imports = Object.fromEntries(ir.imports.map((i) => [i.local, i.qualified]));
    expect(imports).toMatchObject({
      IOException: 'java.io.IOException',
      HttpServletRequest: 'javax.servlet.http.HttpServletRequest',
      Connection: 'java.sql.Connection',
      Statement: 'java.sql.Statement',
      ResultSet: 'java.sql.ResultSet',
    });
    expect(ir.exports).toEqual({ UserServlet: 'com.acme.web.UserServlet' });
  });

  it('lowers the class with its superclass, fields and a method id with its arity', async () => {
    const ir = await lower(SERVLET);
    const cls = ir.classes.find((c) => c.name === 'UserServlet')!;
    expect(cls.qualified).toBe('com.acme.web.UserServlet');
    expect(cls.superclass).toBe('javax.servlet.http.HttpServlet');
    expect(cls.fields.map((f) => [f.name, f.type, f.isStatic ?? false])).toEqual([
      ['connection', 'java.sql.Connection', false],
      ['TABLE', 'java.lang.String', true],
    ]);
    const doGet = fn(ir, 'com.acme.web.UserServlet#doGet(2)');
    expect(doGet.className).toBe('com.acme.web.UserServlet');
    expect(doGet.params.map((p) => p.type)).toEqual(['javax.servlet.http.HttpServletRequest', 'javax.servlet.http.HttpServletResponse']);
    expect(doGet.annotations.map((a) => a.qualified)).toEqual(['java.lang.Override']);
    expect(doGet.returnType).toBe('void');
  });

  it('types receivers so calls can be matched by declared type', async () => {
    const ir = await lower(SERVLET);
    const names = calls(fn(ir, 'com.acme.web.UserServlet#doGet(2)').body).map(calleeName);
    expect(names).toEqual([
      'javax.servlet.http.HttpServletRequest.getParameter',
      'java.sql.Connection.createStatement',
      'java.sql.Statement.executeQuery',
      'javax.servlet.http.HttpServletResponse.getWriter',
      'java.sql.ResultSet.getString',
      'java.io.PrintWriter.println',
      'javax.servlet.http.HttpServletRequest.getCookies',
      'javax.servlet.http.Cookie.getValue',
      'java.io.PrintWriter.print',
      'javax.servlet.http.HttpServletRequest.getParameter',
      'javax.servlet.http.HttpServletResponse.sendRedirect',
    ]);
  });

  it('lowers string + as concat, reading fields through this or the class', async () => {
    const ir = await lower(SERVLET);
    const query = calls(fn(ir, 'com.acme.web.UserServlet#doGet(2)').body).find((c) => calleeName(c) === 'java.sql.Statement.executeQuery')!;
    const arg = query.args[0];
    expect(arg.kind).toBe('concat');
    const parts = (arg as Expr & { kind: 'concat' }).parts;
    // TABLE is a constant variable (static final String = literal): inlined, as javac does.
    expect(parts.map((p) => p.kind)).toEqual(['const', 'const', 'const', 'name', 'const']);
    expect(parts[1]).toMatchObject({ kind: 'const', value: 'users' });
    expect(parts[3]).toMatchObject({ kind: 'name', name: 'id', type: 'java.lang.String' });
    const createStatement = calls(fn(ir, 'com.acme.web.UserServlet#doGet(2)').body).find((c) => calleeName(c).endsWith('createStatement'))!;
    expect(createStatement.callee).toMatchObject({
      kind: 'member',
      object: { kind: 'cast', type: 'java.sql.Connection', value: { kind: 'member', object: { kind: 'this', type: 'com.acme.web.UserServlet' }, property: 'connection' } },
    });
  });

  it('lowers the enhanced for loop over elements', async () => {
    const ir = await lower(SERVLET);
    const loop = allStmts(fn(ir, 'com.acme.web.UserServlet#doGet(2)').body).find((s) => s.kind === 'loop')!;
    expect(loop).toMatchObject({ kind: 'loop', each: { target: { kind: 'name', name: 'c' }, over: 'elements' } });
  });
});

const SPRING = `
package com.acme.api;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;
import java.util.List;
import java.util.Map;
import java.util.HashMap;

@RestController
@RequestMapping("/api/users")
public class UserController {
    private final JdbcTemplate jdbc;

    @Value("\${app.hash.algorithm}")
    private String algorithm;

    public UserController(JdbcTemplate jdbc) { this.jdbc = jdbc; }

    @GetMapping(value = "/search", produces = "application/json")
    public List<Map<String, Object>> search(@RequestParam("q") String q, @RequestParam(value = "limit", required = false) int limit) {
        var params = new HashMap<String, String>();
        params.put("q", q);
        String sql = "SELECT * FROM users WHERE name LIKE '%" + params.get("q") + "%'";
        return jdbc.queryForList(sql);
    }

    @PostMapping("/{id}")
    public String update(@PathVariable Long id, @RequestBody Map<String, String> body) {
        jdbc.update("UPDATE users SET name = ? WHERE id = ?", body.get("name"), id);
        return "ok";
    }

    public String find(String name) { return name; }
    public String find(String name, int max) { return name; }
    public String find(int id) { return "x"; }
}
`;

describe('lowerJava: Spring MVC', () => {
  it('resolves annotations through single and on-demand imports, keeping their arguments', async () => {
    const ir = await lower(SPRING);
    const cls = ir.classes.find((c) => c.name === 'UserController')!;
    expect(cls.annotations.map((a) => a.qualified)).toEqual([
      'org.springframework.web.bind.annotation.RestController',
      'org.springframework.web.bind.annotation.RequestMapping',
    ]);
    expect(cls.annotations[1].args).toMatchObject([{ kind: 'const', value: '/api/users' }]);
    const field = cls.fields.find((f) => f.name === 'algorithm')!;
    expect(field.annotations[0]).toMatchObject({ qualified: 'org.springframework.beans.factory.annotation.Value', args: [{ kind: 'const', value: '${app.hash.algorithm}' }] });

    const search = fn(ir, 'com.acme.api.UserController#search(2)');
    expect(search.annotations[0]).toMatchObject({
      name: 'GetMapping',
      qualified: 'org.springframework.web.bind.annotation.GetMapping',
      args: [],
      kwargs: { value: { kind: 'const', value: '/search' }, produces: { kind: 'const', value: 'application/json' } },
    });
    expect(search.params[0]).toMatchObject({ name: 'q', type: 'java.lang.String', annotations: [{ name: 'RequestParam', args: [{ kind: 'const', value: 'q' }] }] });
    expect(search.params[1].annotations[0].kwargs).toMatchObject({ value: { value: 'limit' }, required: { value: false } });
    expect(search.returnType).toBe('java.util.List');
    const update = fn(ir, 'com.acme.api.UserController#update(2)');
    expect(update.params.map((p) => [p.type, p.annotations[0]?.qualified])).toEqual([
      ['java.lang.Long', 'org.springframework.web.bind.annotation.PathVariable'],
      ['java.util.Map', 'org.springframework.web.bind.annotation.RequestBody'],
    ]);
  });

  it('lowers @Value injection as a configuration read of the placeholder key', async () => {
    const ir = await lower(`import org.springframework.beans.factory.annotation.Value;
class Crypto {
  @Value("\${app.hash:SHA-256}") String hash;
  @Value("MD5") String literal;
  @Value("#{systemProperties['x']}") String spel;
  Crypto(@Value("\${app.cipher}") String cipher) { }
}`);
    const fields = Object.fromEntries(ir.classes[0].fields.map((f) => [f.name, f.value]));
    expect(fields.hash).toMatchObject({
      kind: 'call',
      callee: { kind: 'name', qualified: 'org.springframework.beans.factory.annotation.Value' },
      args: [{ kind: 'const', value: 'app.hash' }, { kind: 'const', value: 'SHA-256' }],
    });
    expect(fields.literal).toMatchObject({ kind: 'const', value: 'MD5' });
    expect(fields.spel).toMatchObject({ kind: 'unknown' });
    expect(fn(ir, 'Crypto#<init>(1)').body[0]).toMatchObject({
      kind: 'assign',
      target: { name: 'cipher' },
      value: { kind: 'call', args: [{ kind: 'const', value: 'app.cipher' }] },
    });
  });

  it('binds fields of @ConfigurationProperties classes to their kebab-case keys, defaults kept', async () => {
    const ir = await lower(`import org.springframework.boot.context.properties.ConfigurationProperties;
@ConfigurationProperties(prefix = "app.crypto")
class Props { private String hashAlgorithm; private String mode = "GCM"; static String notBound; }`);
    const fields = Object.fromEntries(ir.classes[0].fields.map((f) => [f.name, f.value]));
    expect(fields.hashAlgorithm).toMatchObject({ kind: 'call', callee: { qualified: 'org.springframework.beans.factory.annotation.Value' }, args: [{ value: 'app.crypto.hash-algorithm' }] });
    expect(fields.mode).toMatchObject({ kind: 'call', args: [{ value: 'app.crypto.mode' }, { kind: 'const', value: 'GCM' }] });
    expect(fields.notBound).toBeUndefined();
  });

  it('infers var from new, strips generics, and types field receivers', async () => {
    const ir = await lower(SPRING);
    const search = fn(ir, 'com.acme.api.UserController#search(2)');
    expect(assigns(search.body)[0]).toMatchObject({ target: { name: 'params' }, declaredType: 'java.util.HashMap', value: { kind: 'call', isNew: true } });
    expect(calls(search.body).map(calleeName)).toEqual(['java.util.HashMap', 'java.util.HashMap.put', 'java.util.HashMap.get', 'org.springframework.jdbc.core.JdbcTemplate.queryForList']);
    const ctor = fn(ir, 'com.acme.api.UserController#<init>(1)');
    expect(ctor.body[0]).toMatchObject({ kind: 'assign', target: { kind: 'member', object: { kind: 'this' }, property: 'jdbc' }, value: { kind: 'name', name: 'jdbc' } });
  });

  it('gives overloads unique ids, disambiguated by arity first', async () => {
    const ir = await lower(SPRING);
    const ids = ir.functions.filter((f) => f.name === 'find').map((f) => f.id);
    expect(ids).toEqual(['com.acme.api.UserController#find(1)', 'com.acme.api.UserController#find(2)', 'com.acme.api.UserController#find(1)~2']);
    expect(new Set(ir.functions.map((f) => f.id)).size).toBe(ir.functions.length);
  });
});

const JDBC = `
package com.acme.dao;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import javax.sql.DataSource;

class UserDao {
    private DataSource ds;

    String name(String id) throws Exception {
        try (Connection c = ds.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT name FROM users WHERE id = ?")) {
            ps.setString(1, id);
            try (var rs = (ResultSet) ps.executeQuery()) {
                return rs.next() ? rs.getString("name") : null;
            }
        } catch (java.sql.SQLException | IllegalStateException e) {
            throw new RuntimeException(e);
        } finally {
            log("done");
        }
    }

    void log(String m) {}

    String order(String col, int mode) {
        String sql = "SELECT * FROM t";
        sql += " ORDER BY " + col;
        switch (mode) {
            case 1:
                sql = sql + " ASC";
            case 2:
                sql = sql + " LIMIT 1";
                break;
            default:
                sql = "x";
        }
        String label = switch (mode) { case 1, 2 -> "low"; default -> { yield "high"; } };
        boolean dead = false;
        if (dead) { sql = col; }
        return mode > 0 ? sql : label;
    }
}
`;

describe('lowerJava: JDBC', () => {
  it('lowers try-with-resources resources as typed assigns and catch types qualified', async () => {
    const ir = await lower(JDBC);
    const name = fn(ir, 'com.acme.dao.UserDao#name(1)');
    const tryStmt = name.body[0];
    expect(tryStmt.kind).toBe('try');
    if (tryStmt.kind !== 'try') return;
    expect(tryStmt.body.slice(0, 2)).toMatchObject([
      { kind: 'assign', target: { name: 'c' }, declaredType: 'java.sql.Connection' },
      { kind: 'assign', target: { name: 'ps' }, declaredType: 'java.sql.PreparedStatement' },
    ]);
    expect(tryStmt.handlers).toMatchObject([{ param: 'e', types: ['java.sql.SQLException', 'java.lang.IllegalStateException'] }]);
    expect(tryStmt.finally).toMatchObject([{ kind: 'expr', expr: { kind: 'call', callee: { kind: 'member', object: { kind: 'this' }, property: 'log' } } }]);
    const names = calls(name.body).map(calleeName);
    expect(names).toContain('java.sql.PreparedStatement.setString');
    expect(names).toContain('java.sql.ResultSet.getString');
    const inner = assigns(name.body).find((a) => a.target.kind === 'name' && a.target.name === 'rs');
    expect(inner).toMatchObject({ declaredType: 'java.sql.ResultSet', value: { kind: 'cast', type: 'java.sql.ResultSet' } });
  });

  it('lowers += on strings as concat, switch with fallthrough, switch expressions and ternaries', async () => {
    const ir = await lower(JDBC);
    const order = fn(ir, 'com.acme.dao.UserDao#order(2)');
    const appended = assigns(order.body)[1];
    expect(appended).toMatchObject({ target: { name: 'sql' }, value: { kind: 'concat' } });
    expect((appended.value as Expr & { kind: 'concat' }).parts.map((p) => p.kind)).toEqual(['name', 'const', 'name']);
    const sw = order.body.find((s) => s.kind === 'switch');
    expect(sw).toBeDefined();
    if (sw?.kind !== 'switch') return;
    expect(sw.cases.map((c) => [c.tests.map((t) => (t.kind === 'const' ? t.value : '?')), c.fallsThrough, c.body.length])).toEqual([
      [[1], true, 1],
      [[2], false, 1],
      [[], true, 1],
    ]);
    const label = assigns(order.body).find((a) => a.target.kind === 'name' && a.target.name === 'label')!;
    expect(label.value).toMatchObject({
      kind: 'cond',
      test: { kind: 'binary', op: 'or' },
      then: { kind: 'const', value: 'low' },
      else: { kind: 'const', value: 'high' },
    });
    const ret = order.body[order.body.length - 1];
    expect(ret).toMatchObject({ kind: 'return', value: { kind: 'cond', test: { kind: 'binary', op: 'gt' } } });
    const ifStmt = order.body.find((s) => s.kind === 'if');
    expect(ifStmt).toMatchObject({ kind: 'if', test: { kind: 'name', name: 'dead', type: 'boolean' } });
  });
});

describe('lowerJava: other constructs', () => {
  it('lowers lambdas, method references, anonymous and nested classes, and static imports', async () => {
    const ir = await lower(`
package p;
import static java.lang.Runtime.getRuntime;
import java.util.function.Function;
class Outer {
  static class Inner { String v; String get() { return v; } }
  void run(java.util.List<String> xs, String cmd) throws Exception {
    xs.forEach(x -> getRuntime().exec(x + cmd));
    Function<String, Integer> f = Integer::parseInt;
    Runnable r = new Runnable() { public void run() { System.out.println(cmd); } };
    Inner i = new Inner();
    java.sql.DriverManager.getConnection(cmd);
  }
}`);
    const run = fn(ir, 'p.Outer#run(2)');
    expect(run.params[0].type).toBe('java.util.List');
    const lambda = ir.functions.find((f) => f.name.startsWith('<anonymous@') && f.params[0]?.name === 'x')!;
    expect(lambda.id).toBe(`p.Outer#${lambda.name}`);
    expect(calls(lambda.body).map(calleeName)).toEqual(['java.lang.Runtime.getRuntime', '(java.lang.Runtime.getRuntime).exec']);
    expect(calls(lambda.body)[1].args[0]).toMatchObject({ kind: 'concat', parts: [{ name: 'x' }, { name: 'cmd', type: 'java.lang.String' }] });
    const ref = ir.functions.find((f) => f.params[0]?.name === '<arg0>')!;
    expect(calls(ref.body).map(calleeName)).toEqual(['java.lang.Integer.parseInt']);
    const anon = ir.classes.find((c) => c.name.startsWith('<anonymous@'))!;
    expect(anon.superclass).toBe('java.lang.Runnable');
    expect(anon.methods[0].id).toBe(`${anon.qualified}#run(0)`);
    expect(calls(anon.methods[0].body)[0].args[0]).toMatchObject({ kind: 'name', name: 'cmd', type: 'java.lang.String' });
    expect(ir.classes.map((c) => c.qualified)).toContain('p.Outer.Inner');
    expect(assigns(run.body).find((a) => a.target.kind === 'name' && a.target.name === 'i')).toMatchObject({ declaredType: 'p.Outer.Inner' });
    expect(calls(run.body).map(calleeName)).toContain('java.sql.DriverManager.getConnection');
    expect(fn(ir, 'p.Outer.Inner#get(0)').body[0]).toMatchObject({
      kind: 'return',
      value: { kind: 'cast', type: 'java.lang.String', value: { kind: 'member', object: { kind: 'this', type: 'p.Outer.Inner' }, property: 'v' } },
    });
  });

  it('decodes literal values: escapes, text blocks, chars and numbers', async () => {
    const ir = await lower(`class L { void f() {
      String a = "tab\\tquote\\"u\\u0041";
      String b = """
          SELECT *
            FROM t
          """;
      char c = 'x'; long n = 0x1F; int o = 017; int big = 1_000; double d = 1.5e1;
      String s = 'a' + "b";
      int sum = 'a' + 1;
    } }`);
    const values = Object.fromEntries(assigns(fn(ir, 'L#f(0)').body).map((a) => [a.target.kind === 'name' ? a.target.name : '?', a.value]));
    expect(values.a).toMatchObject({ kind: 'const', value: 'tab\tquote"uA' });
    expect(values.b).toMatchObject({ kind: 'const', value: 'SELECT *\n  FROM t\n' });
    expect(values.c).toMatchObject({ value: 'x' });
    expect([values.n, values.o, values.big, values.d].map((v) => (v.kind === 'const' ? v.value : undefined))).toEqual([31, 15, 1000, 15]);
    expect(values.s).toMatchObject({ kind: 'concat' });
    expect(values.sum).toMatchObject({ kind: 'binary', op: 'add' });
  });

  it('hoists assignments out of loop conditions so they run before each iteration', async () => {
    const ir = await lower(`import java.io.BufferedReader;
class R { String all(BufferedReader r) throws Exception {
  String line; StringBuilder sb = new StringBuilder();
  while ((line = r.readLine()) != null) { sb.append(line); }
  return sb.toString();
} }`);
    const body = fn(ir, 'R#all(1)').body;
    const loopIndex = body.findIndex((s) => s.kind === 'loop');
    expect(body[loopIndex - 1]).toMatchObject({ kind: 'assign', target: { name: 'line' }, value: { kind: 'call' } });
    const loop = body[loopIndex];
    expect(loop).toMatchObject({ kind: 'loop', test: { kind: 'binary', op: 'ne', left: { kind: 'name', name: 'line' } }, update: [{ kind: 'assign', target: { name: 'line' } }] });
    expect(calls(body).map(calleeName)).toContain('java.lang.StringBuilder.append');
  });

  it('lowers enums, records, interfaces and initialiser blocks', async () => {
    const ir = await lower(`package q;
interface Repo { String find(String id); default String all() { return "x"; } }
record Point(int x, String label) {}
enum Algo { MD5("MD5"), SHA("SHA-256"); final String name; Algo(String n) { name = n; } }
class Impl implements Repo { static String K; static { K = "v"; } public String find(String id) { return id; } }`);
    expect(ir.classes.find((c) => c.name === 'Repo')!.methods.map((m) => m.id)).toEqual(['q.Repo#all(0)']);
    expect(ir.classes.find((c) => c.name === 'Point')!.fields.map((f) => [f.name, f.type])).toEqual([
      ['x', 'int'],
      ['label', 'java.lang.String'],
    ]);
    expect(fn(ir, 'q.Point#label(0)').returnType).toBe('java.lang.String');
    const algo = ir.classes.find((c) => c.name === 'Algo')!;
    expect(algo.fields.filter((f) => f.isStatic).map((f) => f.name)).toEqual(['MD5', 'SHA']);
    expect(algo.fields[0].value).toMatchObject({ kind: 'call', isNew: true, args: [{ kind: 'const', value: 'MD5' }] });
    expect(fn(ir, 'q.Algo#<init>(1)').body[0]).toMatchObject({ kind: 'assign', target: { kind: 'member', property: 'name' } });
    expect(ir.classes.find((c) => c.name === 'Impl')!.interfaces).toEqual(['q.Repo']);
    expect(fn(ir, 'q.Impl#<clinit>(0)')).toMatchObject({ isStatic: true, body: [{ kind: 'assign', target: { kind: 'member', property: 'K' } }] });
  });

  it('inlines constant variables declared in the file, and nothing else', async () => {
    const ir = await lower(`package c;
interface Names { String PREFIX = "SHA"; }
class Algorithms {
  static final String HASH = Names.PREFIX + "-" + 1;
  private static final String LEGACY = "MD" + 5;
  final String instanceConst = "AES";
  static String mutable = "DES";
  static final String computed = String.valueOf(1);
  void f(String HASH2) {
    use(HASH, LEGACY, Algorithms.LEGACY, this.instanceConst, mutable, computed, Other.X);
  }
  void use(Object... xs) {}
}`);
    const call = calls(fn(ir, 'c.Algorithms#f(1)').body)[0];
    const shapes = call.args.map((a) => (a.kind === 'const' ? a.value : a.kind));
    expect(shapes).toEqual(['SHA-1', 'MD5', 'MD5', 'AES', 'cast', 'cast', 'member']);
  });

  it('inlines constants inherited from an interface or superclass of the file', async () => {
    const ir = await lower(`package c;
class Impl extends Base implements Settings { void f() { use(CIPHER, DIGEST, UNKNOWN_NAME); } void use(Object... xs) {} }
interface Settings extends Legacy { String CIPHER = "AES/GCM/NoPadding"; }
interface Legacy { String OLD = "DES"; }
abstract class Base { protected static final String DIGEST = "SHA-1"; }`);
    const args = calls(fn(ir, 'c.Impl#f(0)').body)[0].args;
    expect(args.slice(0, 2)).toMatchObject([
      { kind: 'const', value: 'AES/GCM/NoPadding' },
      { kind: 'const', value: 'SHA-1' },
    ]);
    expect(args[2]).toMatchObject({ kind: 'name', name: 'UNKNOWN_NAME' });
  });

  it('lowers pattern switches without folding them, binding the pattern variables', async () => {
    const ir = await lower(`class P {
  String f(Object o) {
    return switch (o) {
      case Integer i when i > 10 -> "big";
      case String s -> s;
      case null, default -> "other";
    };
  }
  void g(Object o) {
    switch (o) {
      case String s -> System.out.println(s);
      default -> {}
    }
  }
}`);
    const f = fn(ir, 'P#f(1)');
    expect(f.body.slice(0, 2)).toMatchObject([
      { kind: 'assign', target: { name: 'i' }, declaredType: 'java.lang.Integer', value: { kind: 'cast', value: { name: 'o' } } },
      { kind: 'assign', target: { name: 's' }, declaredType: 'java.lang.String' },
    ]);
    expect(f.body[2]).toMatchObject({
      kind: 'return',
      value: {
        kind: 'cond',
        test: { kind: 'unknown', note: 'pattern', children: [{ kind: 'binary', op: 'gt' }] },
        else: { kind: 'cond', test: { kind: 'unknown', note: 'pattern' }, then: { kind: 'name', name: 's', type: 'java.lang.String' }, else: { kind: 'const', value: 'other' } },
      },
    });
    const sw = fn(ir, 'P#g(1)').body[0];
    expect(sw).toMatchObject({ kind: 'switch', cases: [{ tests: [{ kind: 'unknown', note: 'pattern' }], body: [{ kind: 'assign', target: { name: 's' } }, { kind: 'expr' }] }, { tests: [] }] });
  });

  it('lowers compound assignments, do-while, labels, instanceof patterns, super and Outer.this', async () => {
    const ir = await lower(`package q;
class Base {}
class Outer extends Base {
  String name;
  class Inner { String get() { return Outer.this.name; } }
  void f(int[] a, Object o) {
    a[0] -= 2;
    do { a[1]++; } while (a[1] < 3);
    if (o instanceof String str && !str.isEmpty()) { h(str); }
    outer: while (true) { break outer; }
    super.toString();
  }
  String h(String x) { return x; }
}`);
    const body = fn(ir, 'q.Outer#f(2)').body;
    expect(body[0]).toMatchObject({ kind: 'assign', target: { kind: 'member', property: '0' }, value: { kind: 'binary', op: 'sub', right: { value: 2 } } });
    expect(body[1]).toMatchObject({ kind: 'loop', test: { kind: 'binary', op: 'lt' }, body: [{ kind: 'assign', value: { kind: 'binary', op: 'add' } }] });
    expect(body[2]).toMatchObject({ kind: 'assign', target: { name: 'str' }, declaredType: 'java.lang.String', value: { name: 'o' } });
    expect(body[3]).toMatchObject({ kind: 'if', test: { op: 'and' }, then: [{ kind: 'expr', expr: { args: [{ name: 'str', type: 'java.lang.String' }] } }] });
    expect(body[4]).toMatchObject({ kind: 'loop', test: { value: true }, body: [{ kind: 'break' }] });
    expect(body[5]).toMatchObject({ kind: 'expr', expr: { callee: { object: { kind: 'this', type: 'q.Base' }, property: 'toString' } } });
    const chained = await lower('package s; class P { P(String a) {} } class C extends P { C(String a) { super(a); } C() { this("x"); } }');
    // Constructor calls name the constructor like its class, as the constructor functions are named.
    expect(fn(chained, 's.C#<init>(1)').body[0]).toMatchObject({ kind: 'expr', expr: { callee: { object: { kind: 'this', type: 's.P' }, property: 'P' }, args: [{ name: 'a' }] } });
    expect(fn(chained, 's.C#<init>(0)').body[0]).toMatchObject({ kind: 'expr', expr: { callee: { object: { kind: 'this', type: 's.C' }, property: 'C' } } });
    expect(fn(ir, 'q.Outer.Inner#get(0)').body[0]).toMatchObject({ value: { kind: 'cast', value: { object: { kind: 'this', type: 'q.Outer' }, property: 'name' } } });
  });

  it('lowers List.of/Set.of as list literals, inlines constant ones held in final fields, and declares enum valueOf', async () => {
    const ir = await lower(`package e;
import java.util.List;
import java.util.Set;
class C {
  private static final Set<String> SORTABLE = Set.of("name", "email");
  private static final List<String> MIXED = List.of("a", String.valueOf(1));
  enum Level { INFO, WARN }
  void f(String x) { use(SORTABLE, List.of("asc", x), MIXED, Level.valueOf(x)); }
  void use(Object... xs) {}
}`);
    const args = calls(fn(ir, 'e.C#f(1)').body).find((c) => calleeName(c).endsWith('.use'))!.args;
    expect(args[0]).toMatchObject({ kind: 'array', elements: [{ kind: 'const', value: 'name' }, { kind: 'const', value: 'email' }] });
    expect(args[1]).toMatchObject({ kind: 'array', elements: [{ kind: 'const', value: 'asc' }, { kind: 'name', name: 'x' }] });
    expect(args[2].kind).toBe('cast'); // not all constants: an ordinary typed field read
    const valueOf = fn(ir, 'e.C.Level#valueOf(1)');
    expect(valueOf).toMatchObject({ isStatic: true, returnType: 'e.C.Level', body: [{ kind: 'return', value: { kind: 'unknown', children: [] } }] });
  });

  it('lowers Arrays.asList of several arguments or one literal as a list literal, and of one array as a call', async () => {
    const ir = await lower(`package e;
import java.util.Arrays;
class C {
  void f(String x, String[] xs) { use(Arrays.asList("a", x), Arrays.asList("only"), Arrays.asList(xs)); }
  void use(Object... xs) {}
}`);
    const args = calls(fn(ir, 'e.C#f(2)').body).find((c) => calleeName(c).endsWith('.use'))!.args;
    expect(args[0]).toMatchObject({ kind: 'array', elements: [{ kind: 'const', value: 'a' }, { kind: 'name', name: 'x' }] });
    expect(args[1]).toMatchObject({ kind: 'array', elements: [{ kind: 'const', value: 'only' }] });
    expect(args[2].kind).toBe('call');
  });

  it('gives records their implicit canonical constructor and compact constructors their field stores', async () => {
    const ir = await lower(`package r;
record Query(String text, int limit) {}
record Checked(String text) { Checked { if (text == null) throw new IllegalArgumentException(); } }`);
    expect(fn(ir, 'r.Query#<init>(2)')).toMatchObject({
      params: [{ name: 'text', type: 'java.lang.String' }, { name: 'limit', type: 'int' }],
      body: [
        { kind: 'assign', target: { kind: 'member', object: { kind: 'this', type: 'r.Query' }, property: 'text' }, value: { kind: 'name', name: 'text' } },
        { kind: 'assign', target: { property: 'limit' } },
      ],
    });
    const checked = fn(ir, 'r.Checked#<init>(1)');
    expect(checked.body.map((s) => s.kind)).toEqual(['if', 'assign']);
    expect(ir.functions.filter((f) => f.id.startsWith('r.Checked#<init>')).length).toBe(1);
  });

  it('resolves names through on-demand imports of known packages, and guesses only for unknown ones', async () => {
    const ir = await lower(`package w;
import javax.ws.rs.*;
import javax.ws.rs.core.*;
import com.acme.util.*;
@Path("/x")
class Res {
  @GET public Response get(@QueryParam("q") String q, @Context UriInfo info, Helper h, Missing m) { return null; }
}`);
    const get = fn(ir, 'w.Res#get(4)');
    expect(get.annotations[0].qualified).toBe('javax.ws.rs.GET');
    expect(get.params.map((p) => p.annotations[0]?.qualified ?? p.type)).toEqual([
      'javax.ws.rs.QueryParam',
      'javax.ws.rs.core.Context',
      'com.acme.util.Helper',
      'com.acme.util.Missing',
    ]);
    expect(get.returnType).toBe('javax.ws.rs.core.Response');
    expect(ir.imports.map((i) => i.local)).toEqual(expect.arrayContaining(['Path', 'GET', 'QueryParam', 'Response', 'UriInfo', 'Helper']));
  });

  it('keeps comments with their lines', async () => {
    const ir = await lower('class C {\n  // ruleid: x\n  void f() { /* block */ }\n}\n');
    expect(ir.comments).toEqual([
      { text: '// ruleid: x', line: 2 },
      { text: '/* block */', line: 3 },
    ]);
  });
});

describe('lowerJava: broken source', () => {
  it('never throws and still lowers the code around syntax errors', async () => {
    const source = `package broken;
import javax.servlet.http.HttpServletRequest;
public class Broken {
  void ok(HttpServletRequest req) throws Exception {
    String cmd = req.getParameter("cmd");
    Runtime.getRuntime().exec(cmd);
  }
  void bad(HttpServletRequest req {
    String x = req.getHeader("h") +;
    Runtime.getRuntime().exec(x);
  }
  void after(String s) { System.out.println(s); }
`;
    const ir = await lower(source);
    expect(ir.classes.map((c) => c.qualified)).toContain('broken.Broken');
    const ok = fn(ir, 'broken.Broken#ok(1)');
    expect(calls(ok.body).map(calleeName)).toEqual([
      'javax.servlet.http.HttpServletRequest.getParameter',
      'java.lang.Runtime.getRuntime',
      '(java.lang.Runtime.getRuntime).exec',
    ]);
    const bad = fn(ir, 'broken.Broken#bad(1)');
    expect(calls(bad.body).map(calleeName)).toEqual([
      'javax.servlet.http.HttpServletRequest.getHeader',
      'java.lang.Runtime.getRuntime',
      '(java.lang.Runtime.getRuntime).exec',
    ]);
    // The parser recovers by reading `x = req.getHeader("h") + Runtime.getRuntime().exec(x)`.
    expect(calls(bad.body)[2].args[0]).toMatchObject({ kind: 'name', name: 'x' });
    expect(fn(ir, 'broken.Broken#after(1)').params[0].type).toBe('java.lang.String');
  });

  it('lowers garbage and empty files to an empty module without throwing', async () => {
    for (const source of ['', '}}}{{{', 'class', '@@@ import ;;; class X { void f( { } }', 'class A { void f() { int x = ; switch (x) { case -> } } }']) {
      const ir = await lower(source);
      expect(ir.language).toBe('java');
      expect(Array.isArray(ir.functions)).toBe(true);
    }
  });
});
