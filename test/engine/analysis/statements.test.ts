import { describe, expect, it } from 'vitest';
import { hasTaint } from '../../../src/engine/analysis/values.js';
import { harness } from './harness.js';

describe('analysis/statements', () => {
  it('a constant test runs one branch; an unknown test joins both', async () => {
    const h = await harness({
      'a.js': "const mode = 'a';\nlet v = 'start';\nif (mode === 'a') { v = 'then'; } else { v = 'else'; }\nlet w;\nif (unknownThing) { w = 1; } else { w = 2; }\n",
    });
    expect(h.value('a.js', 'v')?.const?.value).toBe('then');
    expect(h.value('a.js', 'w')?.consts).toEqual([1, 2]);
  });

  it('a switch on a constant runs its case and falls through until break', async () => {
    const h = await harness({
      'a.js': "const k = 'b';\nlet out = [];\nswitch (k) { case 'a': out.push('a'); break; case 'b': out.push('b'); case 'c': out.push('c'); break; default: out.push('d'); }\n",
    });
    const out = h.value('a.js', 'out')!;
    expect([...out.fields!.values()].map((v) => v.const?.value)).toEqual(['b', 'c']);
  });

  it('loops run twice so a value from one iteration reaches the next, and a skipped loop changes nothing', async () => {
    const h = await harness({
      'a.js': "let a = 'clean';\nlet b = 'clean';\nfor (const x of list) { b = a; a = process.argv[2]; }\nlet c = 'kept';\nwhile (false) { c = 'changed'; }\n",
    });
    expect(hasTaint(h.value('a.js', 'b'))).toBe(true);
    expect(h.value('a.js', 'c')?.const?.value).toBe('kept');
  });

  it('a path that returned or threw is dead; finally runs on every path; catch sees the body partly run', async () => {
    const h = await harness({
      'a.js': "let f = 'before';\nlet h = 'before';\ntry { h = 'body'; risky(); } catch (e) { f = h; } finally { h = 'finally'; }\nfunction g() { return 1; sink(); }\n",
    });
    expect(h.value('a.js', 'f')?.consts?.sort()).toEqual(['before', 'body']);
    expect(h.value('a.js', 'h')?.const?.value).toBe('finally');
    // Hoisting: `g` is declared before the statements run.
    expect(h.value('a.js', 'g')?.fn?.fn.name).toBe('g');
  });

  it('a Python assignment binds a local of the function, leaving the module name of the same spelling alone', async () => {
    const h = await harness({
      'a.py': "mode = 'module'\n\ndef back():\n    return 1\n\ndef f(flag):\n    mode = 'local'\n    back = 'kept'\n    if flag == 'x':\n        back = 'then'\n    return back\n\nresult = f(unknown_thing)\n",
    });
    expect(h.value('a.py', 'mode')?.const?.value).toBe('module');
    expect(h.value('a.py', 'back')?.fn?.fn.name).toBe('back');
    // Both paths of the branch reach the return: the local's value on each joins.
    expect(h.value('a.py', 'result')?.consts?.sort()).toEqual(['kept', 'then']);
  });

  it('a member write to a modelled sink property reports, with the write in the trace', async () => {
    const h = await harness({ 'a.js': 'const el = document.getElementById("x");\nel.innerHTML = location.hash;\n' });
    h.env('a.js');
    const found = [...h.st.findings.values()];
    expect(found.map((f) => `${f.rule.id}:${f.loc.line}`)).toEqual(['js-xss-response:2']);
    expect(found[0].trace.at(-1)?.message).toMatch(/^sink: /);
  });
});
