/**
 * The PHP lowerer: only the code between the tags is lowered, `<?= ?>` is an echo, lines stay the
 * file's, names are qualified through the namespace and `use`, interpolation is `concat`, casts to
 * numbers are number conversions, and no fixture of the rule pack (whole or cut short) makes it throw.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/engine/parse/parser.js';
import { lowerPhp } from '../../../src/engine/lower/php.js';
import { languageOfPath } from '../../../src/engine/parse/languages.js';
import type { Expr, ModuleIR, Stmt } from '../../../src/engine/ir/types.js';
import { filesUnder } from '../../helpers/source-tree.js';

async function lower(source: string, file = 'app/page.php'): Promise<ModuleIR> {
  const parsed = await parseSource('php', source);
  return lowerPhp(parsed.tree, source, file);
}

function calls(stmts: Stmt[]): Extract<Expr, { kind: 'call' }>[] {
  const out: Extract<Expr, { kind: 'call' }>[] = [];
  const visit = (e: Expr | undefined): void => {
    if (!e) return;
    if (e.kind === 'call') {
      out.push(e);
      visit(e.callee);
      e.args.forEach(visit);
    } else if (e.kind === 'concat') e.parts.forEach(visit);
    else if (e.kind === 'member') visit(e.object);
    else if (e.kind === 'unary') visit(e.operand);
  };
  for (const s of stmts) {
    if (s.kind === 'expr') visit(s.expr);
    if (s.kind === 'assign') visit(s.value);
  }
  return out;
}

describe('lowerPhp', () => {
  it('maps .php and .phtml to PHP and leaves .inc alone', () => {
    expect(languageOfPath('www/index.php')).toBe('php');
    expect(languageOfPath('views/list.phtml')).toBe('php');
    expect(languageOfPath('lib/config.inc')).toBeUndefined();
  });

  it('skips inline HTML, lowers <?= ?> as echo and keeps the file lines', async () => {
    const m = await lower('<html>\n<body>\n<p><?= $name ?></p>\n<?php\necho "a", $b;\n?>\n</body>\n');
    const echoes = calls(m.topLevel.body).filter((c) => c.callee.kind === 'name' && c.callee.name === 'echo');
    expect(echoes.map((c) => c.loc.line)).toEqual([3, 5, 5]);
    expect(echoes[0].args[0]).toMatchObject({ kind: 'name', name: '$name' });
  });

  it('lowers superglobals as members of $GLOBALS and interpolation as concat', async () => {
    const m = await lower('<?php\n$q = "SELECT * FROM t WHERE id = {$_GET[\'id\']} AND n = $n";\n');
    // The body reads a superglobal: it starts by binding `$GLOBALS` locally, then assigns $q.
    expect(m.topLevel.body[0]).toMatchObject({ kind: 'assign', target: { name: '$GLOBALS' } });
    const assign = m.topLevel.body[1];
    expect(assign.kind).toBe('assign');
    const value = (assign as Extract<Stmt, { kind: 'assign' }>).value;
    expect(value.kind).toBe('concat');
    const parts = (value as Extract<Expr, { kind: 'concat' }>).parts;
    expect(parts[0]).toMatchObject({ kind: 'const', value: 'SELECT * FROM t WHERE id = ' });
    expect(parts[1]).toMatchObject({ kind: 'member', property: 'id', object: { kind: 'member', property: '_GET', object: { kind: 'name', name: '$GLOBALS' } } });
    expect(parts[3]).toMatchObject({ kind: 'name', name: '$n' });
  });

  it('lowers .= as string building and (int) as a cast to a primitive number', async () => {
    const m = await lower("<?php\n$s = 'a';\n$s .= $x;\n$n = (int) $y;\n$m = (string) $y;\n");
    const [, build, cast, keep] = m.topLevel.body as Extract<Stmt, { kind: 'assign' }>[];
    expect(build.value).toMatchObject({ kind: 'concat', parts: [{ kind: 'name', name: '$s' }, { kind: 'name', name: '$x' }] });
    expect(cast.value).toMatchObject({ kind: 'cast', type: 'int', value: { kind: 'name', name: '$y' } });
    expect(keep.value).toMatchObject({ kind: 'name', name: '$y' });
  });

  it('writes in_array of a parse_url host as the URL host test too, and forgets a reassigned host', async () => {
    const m = await lower("<?php\n$h = parse_url($u, PHP_URL_HOST);\n$a = in_array($h, ['x.example']);\n$h = $v;\n$b = in_array($h, ['x.example']);\n");
    const [, a, , b] = m.topLevel.body as Extract<Stmt, { kind: 'assign' }>[];
    expect(a.value).toMatchObject({
      kind: 'binary',
      op: 'and',
      left: { kind: 'binary', op: 'in' },
      right: { kind: 'call', callee: { kind: 'member', property: 'includes' }, args: [{ kind: 'member', property: 'host', object: { kind: 'call', args: [{ kind: 'name', name: '$u' }] } }] },
    });
    expect(b.value).toMatchObject({ kind: 'binary', op: 'in', left: { kind: 'name', name: '$h' } });
  });

  it('writes a parse_url host compared with one constant (inline or through a variable) as that host allow-list', async () => {
    const m = await lower("<?php\n$a = parse_url($u, PHP_URL_HOST) === 'x.example';\n$h = parse_url($v, PHP_URL_HOST);\n$b = $h !== 'y.example';\n$c = $w === 'z.example';\n");
    const [a, , b, c] = m.topLevel.body as Extract<Stmt, { kind: 'assign' }>[];
    expect(a.value).toMatchObject({ kind: 'binary', op: 'and', right: { kind: 'call', callee: { property: 'includes', object: { kind: 'array', elements: [{ value: 'x.example' }] } }, args: [{ property: 'host', object: { args: [{ name: '$u' }] } }] } });
    expect(b.value).toMatchObject({ kind: 'unary', op: 'not', operand: { kind: 'binary', op: 'and', right: { args: [{ object: { args: [{ name: '$v' }] } }] } } });
    // Not a URL's host: the comparison stays what it is.
    expect(c.value).toMatchObject({ kind: 'binary', op: 'eq' });
  });

  it('lowers throw to the IR throw, curl_setopt_array of a literal to curl_setopt per option, implode to its elements around the separator', async () => {
    const m = await lower("<?php\ncurl_setopt_array($ch, [CURLOPT_URL => $u, CURLOPT_SSL_VERIFYPEER => false]);\n$s = implode(' AND ', $w);\nthrow new RuntimeException('no');\n");
    const body = m.topLevel.body;
    const setopts = calls(body).filter((c) => c.callee.kind === 'name' && c.callee.name === 'curl_setopt');
    expect(setopts.map((c) => (c.args[1] as Extract<Expr, { kind: 'name' }>).name)).toEqual(['CURLOPT_URL', 'CURLOPT_SSL_VERIFYPEER']);
    const implode = body.find((s): s is Extract<Stmt, { kind: 'assign' }> => s.kind === 'assign');
    expect(implode?.value).toMatchObject({ kind: 'concat', parts: [{ kind: 'member', object: { name: '$w' } }, { kind: 'const', value: ' AND ' }, { kind: 'member', object: { name: '$w' } }] });
    expect(body.at(-1)).toMatchObject({ kind: 'throw', value: { kind: 'call', isNew: true } });
  });

  it('lowers preg_replace of a negated word class with nothing to php.keep_word, and no other pattern', async () => {
    const m = await lower("<?php\n$a = preg_replace('/[^A-Za-z0-9_-]/', '', $x);\n$b = preg_replace('/[^A-z]/', '', $x);\n$c = preg_replace('/[^a-z.]/i', '', $x);\n$d = preg_replace('/[^a-z]/', '-', $x);\n");
    const names = (m.topLevel.body as Extract<Stmt, { kind: 'assign' }>[]).map((s) => (s.value.kind === 'call' && s.value.callee.kind === 'name' ? s.value.callee.name : ''));
    expect(names).toEqual(['php.keep_word', 'preg_replace', 'preg_replace', 'preg_replace']);
  });

  it('qualifies classes through the namespace and use, and exports functions and classes', async () => {
    const m = await lower([
      '<?php',
      'namespace App\\Http;',
      'use Illuminate\\Support\\Facades\\DB;',
      'use App\\Models\\User as U;',
      'function helper($x) { return DB::raw($x); }',
      'class Home extends Base { public function show(\\PDO $db, U $u) { return new U(); } }',
    ].join('\n'));
    expect(m.exports['App.Http.helper']).toBe('app/page.php#helper');
    expect(m.exports['App.Http.Home']).toBe('App.Http.Home');
    const cls = m.classes[0];
    expect(cls.qualified).toBe('App.Http.Home');
    expect(cls.superclass).toBe('App.Http.Base');
    expect(cls.methods[0].params.map((p) => p.type)).toEqual(['PDO', 'App.Models.User']);
    const helper = m.functions.find((f) => f.name === 'helper')!;
    const ret = helper.body[0] as Extract<Stmt, { kind: 'return' }>;
    expect(ret.value).toMatchObject({ kind: 'call', callee: { kind: 'member', property: 'raw', object: { kind: 'name', qualified: 'Illuminate.Support.Facades.DB' } } });
  });

  it('lowers isset, empty and in_array to operators, die to exit, backticks to shell_exec', async () => {
    const m = await lower("<?php\n$a = isset($x);\n$b = empty($y);\n$c = in_array($z, ['a', 'b']);\n$d = `ls $dir`;\ndie('x');\n");
    const values = m.topLevel.body.map((s) => (s.kind === 'assign' ? s.value : s.kind === 'expr' ? s.expr : undefined));
    expect(values[0]).toMatchObject({ kind: 'binary', op: 'ne', right: { kind: 'const', value: null } });
    expect(values[1]).toMatchObject({ kind: 'unary', op: 'not' });
    expect(values[2]).toMatchObject({ kind: 'binary', op: 'in' });
    expect(values[3]).toMatchObject({ kind: 'call', callee: { kind: 'name', name: 'shell_exec' } });
    expect(values[4]).toMatchObject({ kind: 'call', callee: { kind: 'name', name: 'exit' } });
  });

  it('lowers + with a superglobal on either side as the array union, other + as a number', async () => {
    const m = await lower("<?php\n$a = $_POST + $defaults;\n$b = $saved + $_SESSION;\n$c = $x + $y;\n");
    const byName = (n: string) => (m.topLevel.body as Stmt[]).find((s): s is Extract<Stmt, { kind: 'assign' }> => s.kind === 'assign' && s.target.kind === 'name' && s.target.name === n);
    expect(byName('$a')?.value).toMatchObject({ kind: 'binary', left: { kind: 'member', property: '_POST' } });
    expect(byName('$b')?.value).toMatchObject({ kind: 'binary', right: { kind: 'member', property: '_SESSION' } });
    expect(byName('$c')?.value).toMatchObject({ kind: 'unary', op: 'plus' });
  });

  it('lowers sprintf with a constant format to the string it builds, numeric conversions clean', async () => {
    const m = await lower("<?php\n$q = sprintf('id = %d AND name = \\'%s\\' %%', $id, $name);\n$r = sprintf($fmt, $x);\n");
    const [q, r] = m.topLevel.body as Extract<Stmt, { kind: 'assign' }>[];
    expect(q.value).toMatchObject({
      kind: 'concat',
      parts: [
        { kind: 'const', value: 'id = ' },
        { kind: 'unary', op: 'plus', operand: { kind: 'name', name: '$id' } },
        { kind: 'const', value: " AND name = '" },
        { kind: 'name', name: '$name' },
        { kind: 'const', value: "' %" },
      ],
    });
    expect(r.value).toMatchObject({ kind: 'call', callee: { kind: 'name', name: 'sprintf' } });
  });

  it('lowers vsprintf of a list literal as sprintf, and compact of constant names to the array of those variables', async () => {
    const m = await lower("<?php\n$q = vsprintf(\"%s = '%s'\", ['dept', $d]);\n$r = vsprintf($fmt, $args);\n$v = compact('path', 'mode');\n$w = compact($names);\n");
    const [q, r, v, w] = m.topLevel.body as Extract<Stmt, { kind: 'assign' }>[];
    expect(q.value).toMatchObject({ kind: 'concat', parts: [{ kind: 'const', value: 'dept' }, { kind: 'const', value: " = '" }, { kind: 'name', name: '$d' }, { kind: 'const', value: "'" }] });
    expect(r.value).toMatchObject({ kind: 'call', callee: { kind: 'name', name: 'vsprintf' } });
    expect(v.value).toEqual(expect.objectContaining({ kind: 'object', entries: [
      { key: 'path', value: expect.objectContaining({ kind: 'name', name: '$path' }) },
      { key: 'mode', value: expect.objectContaining({ kind: 'name', name: '$mode' }) },
    ] }));
    expect(w.value).toMatchObject({ kind: 'call', callee: { kind: 'name', name: 'compact' } });
  });

  it('lowers a generator to the list of what it yields, returned at its end', async () => {
    const m = await lower("<?php\nfunction g($xs) {\n  yield $xs[0];\n  yield 'k' => $xs[1];\n  yield from $xs;\n}\nfunction h() { return 1; }\n");
    const g = m.functions.find((f) => f.name === 'g')!;
    const h = m.functions.find((f) => f.name === 'h')!;
    const pushes = calls(g.body).filter((c) => c.callee.kind === 'name' && c.callee.name === 'array_push');
    expect(pushes.map((c) => c.args[1].kind)).toEqual(['member', 'member', 'member']);
    expect(g.body[0]).toMatchObject({ kind: 'assign', target: { kind: 'name', name: '$<yielded>' }, value: { kind: 'array', elements: [] } });
    expect(g.body[g.body.length - 1]).toMatchObject({ kind: 'return', value: { kind: 'name', name: '$<yielded>' } });
    expect(h.body.some((s) => s.kind === 'assign')).toBe(false);
  });

  it('lowers array_shift and array_pop of a variable to the container operations on it', async () => {
    const m = await lower("<?php\n$a = array_shift($xs);\n$b = array_pop($xs);\n$c = array_pop(f());\n");
    const [a, b, c] = m.topLevel.body as Extract<Stmt, { kind: 'assign' }>[];
    expect(a.value).toMatchObject({ kind: 'call', callee: { kind: 'member', object: { kind: 'name', name: '$xs' }, property: 'array_shift' }, args: [{ kind: 'const', value: 0 }] });
    expect(b.value).toMatchObject({ kind: 'call', callee: { kind: 'member', object: { kind: 'name', name: '$xs' }, property: 'array_pop' }, args: [] });
    expect(c.value).toMatchObject({ kind: 'call', callee: { kind: 'name', name: 'array_pop' } });
  });

  it('lowers named arguments of a built-in to its positions, skipped ones taking their defaults', async () => {
    const m = await lower("<?php\nsetcookie(name: 'id', value: $v, httponly: true);\nmy_fn(a: $x);\n");
    const [cookie, mine] = calls(m.topLevel.body);
    expect(cookie.kwargs).toBeUndefined();
    expect(cookie.args.map((a) => (a.kind === 'const' ? a.value : a.kind))).toEqual(['id', 'name', 0, '', '', false, true]);
    expect(Object.keys(mine.kwargs ?? {})).toEqual(['$a']);
  });

  it('lowers a first-class callable to the function or bound method it names', async () => {
    const m = await lower('<?php\n$e = htmlspecialchars(...);\n$m = $this->esc(...);\n');
    const [first, second] = m.topLevel.body;
    expect(first).toMatchObject({ kind: 'assign', value: { kind: 'name', name: 'htmlspecialchars' } });
    expect(second).toMatchObject({ kind: 'assign', value: { kind: 'member', property: 'esc' } });
  });

  it('gives an enum its cases as objects with name and value, and from/tryFrom/cases', async () => {
    const m = await lower("<?php\nenum Dir: string { case Asc = 'ASC'; case Desc = 'DESC'; }\n");
    const cls = m.classes[0];
    expect(cls.fields[0].value).toMatchObject({ kind: 'object', entries: [{ key: 'name', value: { value: 'Asc' } }, { key: 'value', value: { value: 'ASC' } }] });
    expect(cls.methods.map((f) => f.name)).toEqual(['from', 'tryFrom', 'cases']);
  });

  it('copies a trait\'s methods into the class using it, unless the class declares its own', async () => {
    const m = await lower('<?php\nclass C { use T; function b() {} }\ntrait T { function a() {} function b() {} }\n');
    const c = m.classes.find((k) => k.name === 'C')!;
    expect(c.methods.map((f) => f.name).sort()).toEqual(['a', 'b']);
    expect(c.methods.find((f) => f.name === 'b')!.className).toBe('C');
  });

  it('runs an array_walk closure with the array and lowers str_contains to includes', async () => {
    const m = await lower('<?php\narray_walk($a, function ($v, $k) { echo $v; });\n$x = str_contains($s, "..");\n');
    const walk = m.topLevel.body[0];
    const contains = m.topLevel.body.find((st) => st.kind === 'assign');
    expect(walk).toMatchObject({ kind: 'expr', expr: { kind: 'call', callee: { kind: 'function' }, args: [{ kind: 'name', name: '$a' }, { kind: 'name', name: '$a' }] } });
    expect(contains).toMatchObject({ kind: 'assign', value: { kind: 'call', callee: { kind: 'member', property: 'includes' } } });
  });

  it('lowers settype to a number as the conversion assigned back, and leaves other types alone', async () => {
    const m = await lower("<?php\nsettype($id, 'integer');\nsettype($s, 'string');\n");
    const [first, , third] = m.topLevel.body;
    expect(first).toMatchObject({ kind: 'assign', target: { kind: 'name', name: '$id' }, value: { kind: 'unary', op: 'plus', operand: { kind: 'name', name: '$id' } } });
    expect(third).toMatchObject({ kind: 'expr', expr: { kind: 'call', callee: { kind: 'name', name: 'settype' } } });
  });

  it('assigns promoted constructor properties and names __construct', async () => {
    const m = await lower('<?php\nclass Repo { public function __construct(private PDO $pdo) {} }\n');
    const ctor = m.classes[0].methods[0];
    expect(ctor.name).toBe('__construct');
    expect(ctor.body[0]).toMatchObject({ kind: 'assign', target: { kind: 'member', property: 'pdo', object: { kind: 'this' } } });
    expect(m.classes[0].fields.map((f) => f.name)).toEqual(['pdo']);
  });

  it('lowers every rule fixture, whole and cut short, without an internal error', async () => {
    const dir = path.resolve(__dirname, '../../../rules/php');
    const files = filesUnder(dir, (name) => name.endsWith('.php'));
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const cut of [text.length, Math.floor(text.length / 3), Math.floor(text.length / 2), text.length - 7]) {
        const m = await lower(text.slice(0, cut), path.basename(file));
        expect(m.diagnostics.filter((d) => d.code === 'lowering-failed'), `${file} cut at ${cut}`).toEqual([]);
      }
    }
  });
});
