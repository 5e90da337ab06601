import { describe, expect, it } from 'vitest';
import type { Expr, ModuleIR, Stmt } from '../../src/engine/ir/types.js';
import { lowerJavaScript } from '../../src/engine/lower/javascript.js';
import { parseSource } from '../../src/engine/parse/parser.js';

async function lower(code: string, language: 'javascript' | 'typescript' | 'tsx' = 'javascript', path = 'src/a.js'): Promise<ModuleIR> {
  const { tree } = await parseSource(language, code);
  try {
    return lowerJavaScript(tree, code, path, language);
  } finally {
    tree.delete();
  }
}

function firstAssign(stmts: Stmt[], name: string): Extract<Stmt, { kind: 'assign' }> {
  const found = stmts.find((s) => s.kind === 'assign' && s.target.kind === 'name' && s.target.name === name);
  if (!found || found.kind !== 'assign') throw new Error(`no assignment to ${name}`);
  return found;
}

describe('lowerJavaScript', () => {
  it('gives a method the decorators written before it in the class body, and an arrow field the class', async () => {
    const m = await lower(
      `import { Get, Header } from '@nestjs/common';\nclass C {\n  @Get('x')\n  @Header('Content-Type', 'text/html')\n  show() { return 1; }\n  plain() { return 2; }\n  handle = (req) => this.show();\n}\n`,
      'typescript',
      'src/c.ts',
    );
    const byName = (n: string) => m.functions.find((f) => f.name === n)!;
    expect(byName('show').annotations.map((a) => a.qualified)).toEqual(['@nestjs/common.Get', '@nestjs/common.Header']);
    expect(byName('plain').annotations).toEqual([]);
    const arrow = m.classes[0]!.methods.find((f) => f.name !== 'show' && f.name !== 'plain')!;
    expect(arrow.className).toBe('C');
  });

  it('resolves require, destructured require, ESM default/named/namespace imports and node: prefixes', async () => {
    const m = await lower(`
      const cp = require('child_process');
      const { exec: run, spawn } = require('node:child_process');
      const readFile = require('fs').readFile;
      import express, { Router as R } from 'express';
      import * as pg from 'pg';
    `);
    const q = Object.fromEntries(m.imports.map((b) => [b.local, b.qualified]));
    expect(q).toEqual({
      cp: 'child_process',
      run: 'child_process.exec',
      spawn: 'child_process.spawn',
      readFile: 'fs.readFile',
      express: 'express',
      R: 'express.Router',
      pg: 'pg',
    });
  });

  it('qualifies a name read unless a local shadows the import', async () => {
    const m = await lower(`
      import { exec } from 'child_process';
      function a(x) { exec(x); }
      function b(exec) { exec(1); }
    `);
    const callee = (fnName: string): Expr => {
      const fn = m.functions.find((f) => f.name === fnName)!;
      const stmt = fn.body[0];
      if (stmt.kind !== 'expr' || stmt.expr.kind !== 'call') throw new Error('expected a call');
      return stmt.expr.callee;
    };
    expect(callee('a')).toMatchObject({ kind: 'name', name: 'exec', qualified: 'child_process.exec' });
    expect(callee('b')).not.toHaveProperty('qualified', 'child_process.exec');
  });

  it('lowers template literals to concat and destructuring to member reads', async () => {
    const m = await lower('const { id, user: { name = "x" } } = req.query; const s = `a${id}b`;');
    const id = firstAssign(m.topLevel.body, 'id');
    expect(id.value).toMatchObject({ kind: 'member', property: 'id', object: { kind: 'member', property: 'query' } });
    const name = firstAssign(m.topLevel.body, 'name');
    expect(name.value).toMatchObject({ kind: 'binary', op: 'nullish', left: { kind: 'member', property: 'name' } });
    const s = firstAssign(m.topLevel.body, 's');
    expect(s.value).toMatchObject({ kind: 'concat', parts: [{ kind: 'const', value: 'a' }, { kind: 'name', name: 'id' }, { kind: 'const', value: 'b' }] });
  });

  it('lowers arrow callbacks, async/await, classes with typed fields, and exports', async () => {
    const m = await lower(
      `
      import { Pool } from 'pg';
      import type { Request } from 'express';
      export class Repo {
        constructor(private db: Pool) {}
        async find(req: Request) { return await this.db.query('x' + req.query.id); }
      }
      export const handler = async (req: Request) => new Repo(new Pool()).find(req);
      export default function main() {}
      `,
      'typescript',
      'src/repo.ts',
    );
    const cls = m.classes[0];
    expect(cls.fields).toContainEqual(expect.objectContaining({ name: 'db', type: 'pg.Pool' }));
    const find = cls.methods.find((f) => f.name === 'find')!;
    expect(find.id).toBe('src/repo.ts#Repo.find');
    expect(find.params[0]).toMatchObject({ name: 'req', type: 'express.Request' });
    const ret = find.body[0];
    expect(ret.kind === 'return' && ret.value?.kind).toBe('call'); // await dropped
    expect(m.exports).toMatchObject({ Repo: 'src/repo.ts#Repo', default: 'src/repo.ts#main' });
    expect(m.exports.handler).toMatch(/^src\/repo\.ts#/);
  });

  it('lowers control flow: if/else, switch with fallthrough, for-of, try/catch', async () => {
    const m = await lower(`
      if (a) { x = 1; } else { x = 2; }
      switch (k) { case 'a': y = 1; case 'b': y = 2; break; default: y = 3; }
      for (const { v } of list) { use(v); }
      try { f(); } catch (e) { g(e); } finally { h(); }
    `);
    const kinds = m.topLevel.body.map((s) => s.kind);
    expect(kinds).toEqual(['if', 'switch', 'loop', 'try']);
    const sw = m.topLevel.body[1];
    if (sw.kind !== 'switch') throw new Error();
    expect(sw.cases.map((c) => c.fallsThrough)).toEqual([true, false, true]);
    const loop = m.topLevel.body[2];
    if (loop.kind !== 'loop') throw new Error();
    expect(loop.each?.over).toBe('elements');
  });

  it('never throws on broken source and keeps what parsed', async () => {
    const m = await lower('const x = require("child_process"); x.exec(req.query.a +); function ( {');
    expect(m.imports[0]).toMatchObject({ local: 'x', qualified: 'child_process' });
  });

  it('lowers dangerouslySetInnerHTML in JSX to a named sink call', async () => {
    const m = await lower('const el = <div dangerouslySetInnerHTML={{ __html: html }} />;', 'tsx', 'a.tsx');
    const el = firstAssign(m.topLevel.body, 'el');
    expect(JSON.stringify(el.value)).toContain('jsx.dangerouslySetInnerHTML');
  });
});
