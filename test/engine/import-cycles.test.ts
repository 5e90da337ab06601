/**
 * The engine's modules import each other without cycles: mutually recursive parts (statements
 * and expressions, lowering dispatchers) meet through a shared state or context object instead.
 * Walks the relative imports of every TypeScript file under the checked folders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../helpers/source-tree.js';

const root = path.resolve(__dirname, '../../src/engine');

const sourcesUnder = (dir: string): string[] => filesUnder(dir, (name) => name.endsWith('.ts'));

/** Relative imports that exist at run time (`import type` is erased, so it cannot make a cycle). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
    out.push(path.resolve(path.dirname(file), m[1].replace(/\.js$/, '.ts')));
  }
  return out;
}

function findCycle(files: string[]): string[] | undefined {
  const graph = new Map(files.map((f) => [f, importsOf(f).filter((t) => files.includes(t))]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string): string[] | undefined => {
    if (state.get(f) === 'done') return undefined;
    if (state.get(f) === 'open') return [...stack.slice(stack.indexOf(f)), f];
    state.set(f, 'open');
    stack.push(f);
    for (const t of graph.get(f) ?? []) {
      const cycle = visit(t);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(f, 'done');
    return undefined;
  };
  for (const f of files) {
    const cycle = visit(f);
    if (cycle) return cycle.map((c) => path.relative(root, c));
  }
  return undefined;
}

describe('engine import graph', () => {
  it('the modules of src/engine import each other without a cycle', () => {
    expect(findCycle(sourcesUnder(root))).toBeUndefined();
  });

  it('the checker finds a cycle when there is one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = b;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import type { X } from './c.js';\nimport { a } from './a.js';\nexport const b = a;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a.js';\nexport type X = typeof a;\n");
    const files = ['a.ts', 'b.ts', 'c.ts'].map((f) => path.join(dir, f));
    expect(findCycle(files)?.map((f) => path.basename(f))).toEqual(['a.ts', 'b.ts', 'a.ts']);
    fs.rmSync(dir, { recursive: true });
  });
});
