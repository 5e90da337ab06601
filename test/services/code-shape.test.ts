import { describe, expect, it } from 'vitest';
import { normaliseCode, shapeKey } from '../../src/services/code-shape.js';
import { fileKindOf, pathPatternMatcher } from '../../src/services/file-kinds.js';

const taint = (code: string, source = 'request.args', sink = 'DB-API execute') => ({
  codeSnippet: code,
  trace: [
    { filePath: 'a.py', line: 1, column: 1, message: `source: ${source}` },
    { filePath: 'a.py', line: 2, column: 1, message: `sink: ${sink}` },
  ],
});

describe('code shapes: what "similar" means', () => {
  it('abstracts variable names and literals, keeps called and member names', () => {
    expect(normaliseCode('cur.execute("SELECT * FROM users WHERE id = " + uid)')).toBe('ID.execute(STR+ID)');
    expect(normaliseCode('conn.execute(\'SELECT 1 WHERE x = %s\' % name)')).toBe('ID.execute(STR%ID)');
    expect(normaliseCode('os.system(f"ls {path}")')).toBe('ID.system(TPL)');
    expect(normaliseCode('os.system(f"ls")')).toBe('ID.system(STR)');
    expect(normaliseCode('db.query(`SELECT ${id}`, 42)')).toBe('ID.query(TPL,NUM)');
    expect(normaliseCode('eval(code)  # comment')).toBe('eval(ID)');
  });

  it('reads interpolations as code: nested templates and quotes or braces in them never end the literal', () => {
    expect(normaliseCode('db.query(`${`${a}`}`)')).toBe('ID.query(TPL)');
    expect(normaliseCode('db.query(`SELECT ${`${t} WHERE x = ${y}`} LIMIT 1`, n)')).toBe('ID.query(TPL,ID)');
    expect(normaliseCode('db.query(`a ${"}"} b ${\'`\'}`, n)')).toBe('ID.query(TPL,ID)');
    expect(normaliseCode('db.query(`a ${f({ k: `${x}` })} b`, n)')).toBe('ID.query(TPL,ID)');
    expect(normaliseCode('db.query(`a ${x /* } ` */} b`, n)')).toBe('ID.query(TPL,ID)');
    expect(normaliseCode('db.query("`{", n)')).toBe('ID.query(STR,ID)');
    expect(normaliseCode('db.query(`\\${not} \\`quoted\\``, n)')).toBe('ID.query(STR,ID)');
    expect(normaliseCode('cur.execute(f"SELECT {d[\'}\']} FROM t", n)')).toBe('ID.execute(TPL,ID)');
    expect(normaliseCode('cur.execute(f"SELECT {d["k"]:>{w}} FROM t", n)')).toBe('ID.execute(TPL,ID)');
    expect(normaliseCode('cur.execute(f"{x:\'>10}", n)')).toBe('ID.execute(TPL,ID)');
    expect(normaliseCode('cur.execute(f"{{literal}}", n)')).toBe('ID.execute(STR,ID)');
  });

  it('gives identical code the same shape whatever the text of nested literals', () => {
    const one = 'db.query(`SELECT * FROM ${`users_${region}`} WHERE id = ${id}`)';
    const two = 'conn.query(`SELECT name, total FROM ${`orders_${zone}`} WHERE ref = ${ref}`)';
    expect(shapeKey({ codeSnippet: one })).toBe(shapeKey({ codeSnippet: two }));
    // and not the same as a different call after the literal, which must stay visible
    expect(normaliseCode('q(`${`${a}`}`); exec(b)')).toBe('q(TPL);exec(ID)');
  });

  it('reads a JavaScript private member as a name, not as a comment hiding the rest of the line', () => {
    expect(normaliseCode('this.#run(cmd); exec(x)')).toBe('ID.#run(ID);exec(ID)');
    expect(normaliseCode('x = 1 # a comment')).toBe('ID=NUM');
  });

  it('matches a copy with other names, not another sink, source or construction', () => {
    const ignored = shapeKey(taint('cur.execute("SELECT * FROM users WHERE id = " + uid)'));
    expect(shapeKey(taint('c.execute( "SELECT name FROM t WHERE k = " +  key )'))).toBe(ignored);
    expect(shapeKey(taint('cur.execute("SELECT * FROM t WHERE n = \'%s\'" % uid)'))).not.toBe(ignored);
    expect(shapeKey(taint('cur.executemany("SELECT * FROM users WHERE id = " + uid)'))).not.toBe(ignored);
    expect(shapeKey(taint('cur.execute("SELECT * FROM users WHERE id = " + uid)', 'request.form'))).not.toBe(ignored);
    expect(shapeKey(taint('cur.execute("SELECT * FROM users WHERE id = " + uid)', 'request.args', 'sqlalchemy text'))).not.toBe(ignored);
  });

  it('knows test, fixture and generated files by path', () => {
    expect(fileKindOf('tests/test_app.py')?.kind).toBe('test');
    expect(fileKindOf('src/app.test.ts')?.kind).toBe('test');
    expect(fileKindOf('src/test/java/FooTest.java')?.kind).toBe('test');
    expect(fileKindOf('spec/fixtures/keys.json')?.kind).toBe('fixture');
    expect(fileKindOf('src/generated/api.ts')?.kind).toBe('generated');
    expect(fileKindOf('src/app.py')).toBeUndefined();
    expect(fileKindOf('tests/fixtures/keys.py')?.kind).toBe('fixture');
    expect(fileKindOf('src/contest.py')).toBeUndefined();
    const tests = pathPatternMatcher(fileKindOf('tests/a.py')!.pattern);
    expect(tests('other/tests/b.py')).toBe(true);
    expect(tests('src/b.py')).toBe(false);
  });
});
