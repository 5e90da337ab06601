import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/engine/parse/parser.js';
import { lowerPython } from '../../../src/engine/lower/python.js';
import { filesUnder } from '../../helpers/source-tree.js';
import { callsIn, dotted, fn, lower } from './python-helpers.js';


const REALISTIC = `
import os, subprocess
from flask import Flask, request
app = Flask(__name__)

@app.route("/run", methods=["POST"])
def run():
    cmd = request.form["cmd"]
    subprocess.run(cmd, shell=True)
    data = {k: v for k, v in request.args.items() if k != "x"}
    try:
        with open(os.path.join("/srv", data["f"])) as fh:
            body = fh.read()
    except OSError as e:
        return f"error {e!r}", 500
    match body.split():
        case [first, *_]:
            return first
    return "%s:%d" % (body, len(body))

class Handler(object):
    def __init__(self, root):
        self.root = root
    async def get(self, name, *a, **kw):
        return [await self.fetch(n) async for n in name]
`;

describe('lowerPython on broken source', () => {
  it('lowers what parsed around syntax errors, without throwing', async () => {
    const source = 'import os\ndef broken(:\n    pass\n\ndef ok(cmd):\n    os.system(cmd)\n\nx = (1,\ny = os.popen(x)\n';
    const parsed = await parseSource('python', source);
    expect(parsed.diagnostics.length).toBeGreaterThan(0);
    const m = lowerPython(parsed.tree, source, 'broken.py');
    const all = [...m.functions.flatMap((f) => callsIn(f.body)), ...callsIn(m.topLevel.body)].map((c) => dotted(c.callee));
    expect(all).toContain('os.system');
    expect(all).toContain('os.popen');
    expect(fn(m, 'ok').params.map((p) => p.name)).toEqual(['cmd']);
    expect(m.diagnostics).toEqual([]); // syntax errors are the parser's diagnostics; lowering had no failure
  });

  it('never throws on any prefix of a realistic file', async () => {
    let lowered = 0;
    for (let end = 0; end <= REALISTIC.length; end += 7) {
      const source = REALISTIC.slice(0, end);
      const { tree } = await parseSource('python', source);
      const m = lowerPython(tree, source, 'prefix.py');
      expect(m.language).toBe('python');
      expect(m.diagnostics.filter((d) => d.code === 'lowering-failed' || d.code === 'lowering-partial'), `prefix ${end}`).toEqual([]);
      lowered += 1;
    }
    expect(lowered).toBeGreaterThan(100);
  });

  it('lowers the whole realistic file with every construct accounted for', async () => {
    const m = await lower(REALISTIC, 'svc/app.py');
    expect(m.diagnostics).toEqual([]);
    expect(m.functions.map((f) => f.id)).toEqual(['svc.app#run', 'svc.app#Handler.__init__', 'svc.app#Handler.get']);
    const run = fn(m, 'run');
    const sub = callsIn(run.body).find((c) => dotted(c.callee) === 'subprocess.run');
    expect(sub?.kwargs?.shell).toMatchObject({ kind: 'const', value: true });
    const init = fn(m, '__init__');
    expect(init.body[0]).toMatchObject({ kind: 'assign', target: { kind: 'member', object: { kind: 'this' }, property: 'root' } });
    // async comprehension over a parameter, with `await` dropped inside the element
    const get = fn(m, 'get');
    expect(callsIn(get.body).map((c) => dotted(c.callee))).toContain('this.fetch');
  });

  it('keeps unknown constructs as unknown with their children', async () => {
    const m = await lower('x = a[1:tainted]\nprint >>sys.stderr, y\n');
    const [slice] = m.topLevel.body;
    // A step-less slice keeps [object, start, stop] so constant strings fold (SLICE_RANGE).
    expect(slice).toMatchObject({ kind: 'assign', value: { kind: 'unknown', note: 'slice-range' } });
    const children = slice.kind === 'assign' && slice.value.kind === 'unknown' ? slice.value.children.map(dotted) : [];
    expect(children).toEqual(['a', '<const>', 'tainted']);
    const open = await lower('x = a[:n]\ny = a[::2]\n');
    const [upTo, stepped] = open.topLevel.body;
    const childrenOf = (st: typeof upTo) => (st.kind === 'assign' && st.value.kind === 'unknown' ? { note: st.value.note, children: st.value.children.map(dotted) } : undefined);
    expect(childrenOf(upTo)).toEqual({ note: 'slice-range', children: ['a', '<const>', 'n'] });
    expect(childrenOf(stepped)?.note).toBe('slice');
  });
});

describe('lowerPython on the rule fixtures', () => {
  it('lowers every Python fixture of the rule pack without a lowering failure', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '../../../rules/python');
    const fixtures = filesUnder(root, (name) => name.endsWith('.py'));
    expect(fixtures.length).toBeGreaterThan(20);
    for (const file of fixtures) {
      const m = await lower(fs.readFileSync(file, 'utf8'), path.relative(root, file));
      expect(m.diagnostics, file).toEqual([]);
      expect(m.functions.length + m.topLevel.body.length, file).toBeGreaterThan(0);
    }
  });
});

describe('lowerPython type inference', () => {
  it('types a name only when every assignment constructs the same class', async () => {
    const m = await lower(
      'from flask import Flask\nimport sqlite3\na = Flask(__name__)\nb = Flask("x")\nb = None\nc = sqlite3.connect("x")\nd: "Flask" = make()\ndef f():\n    return a, b, c\n',
    );
    const ret = fn(m, 'f').body[0];
    const elements = ret.kind === 'return' && ret.value?.kind === 'array' ? ret.value.elements : [];
    expect(elements.map((e) => (e.kind === 'name' ? e.type : 'none'))).toEqual(['flask.Flask', undefined, undefined]);
  });
});
