/**
 * The file, plant and label mechanics the held-out set writers share (make-heldout5.mjs,
 * make-heldout6.mjs). A writer plants a credential with `cred(kind, value, why)` while it builds a
 * file's text; `file(rel, text)` then finds the planted text's line by searching what was written,
 * so LABELS.json ({file, line, kind, why}, 1-based) always agrees with the files, whatever the
 * template around the value looks like. `writeSet` writes the files, README-SET.md and LABELS.json.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * A set being written. `chance(p)` is the writer's own seeded draw: `leakOr` uses it, so the
 * writer's sequence of draws (and hence its files) does not depend on this module.
 */
export function plantedSet(chance) {
  const files = new Map();
  const labels = [];
  let pending = [];

  /** Plants a credential: returns the value and remembers it so its line is labelled. */
  function cred(kind, value, why, find = value) {
    pending.push({ kind, find, why });
    return value;
  }

  /** Either a planted credential or the safe text a careful author writes in its place. */
  function leakOr(p, kind, value, why, safe) {
    return chance(p) ? cred(kind, value, why) : safe;
  }

  /** Records a file and labels every credential planted since the last file on its own line. */
  function file(rel, text) {
    if (files.has(rel)) throw new Error('duplicate file ' + rel);
    const lines = text.split('\n');
    const used = new Set();
    for (const p of pending) {
      const idx = lines.findIndex((l, i) => !used.has(i) && l.includes(p.find));
      if (idx === -1) throw new Error(`${rel}: planted ${p.kind} not found in text`);
      if (used.has(idx)) throw new Error(`${rel}: two credentials on one line`);
      used.add(idx);
      labels.push({ file: rel, line: idx + 1, kind: p.kind, why: p.why });
    }
    pending = [];
    files.set(rel, text.endsWith('\n') ? text : text + '\n');
  }

  /** Replaces `out` with the set: every file, README-SET.md, LABELS.json; prints a summary. */
  function writeSet(out, readme) {
    if (pending.length) throw new Error(`${pending.length} planted credential(s) never written to a file`);
    fs.rmSync(out, { recursive: true, force: true });
    for (const [rel, text] of files) {
      fs.mkdirSync(path.join(out, path.dirname(rel)), { recursive: true });
      fs.writeFileSync(path.join(out, rel), text);
    }
    fs.writeFileSync(path.join(out, 'README-SET.md'), readme);
    fs.writeFileSync(path.join(out, 'LABELS.json'), JSON.stringify(labels, null, 1) + '\n');
    const withCred = new Set(labels.map((l) => l.file));
    const kinds = new Map();
    for (const l of labels) kinds.set(l.kind, (kinds.get(l.kind) ?? 0) + 1);
    console.log(`${path.relative(process.cwd(), out)}: ${files.size + 1} files, ${labels.length} credentials in ${withCred.size} files (${files.size + 1 - withCred.size} without)`);
    console.log([...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', '));
  }

  return { cred, leakOr, file, writeSet, files, labels };
}

const PYTHON_KERNEL = {
  kernelspec: { display_name: 'Python 3 (ipykernel)', language: 'python', name: 'python3' },
  language_info: { name: 'python', version: '3.12.2' },
};

/**
 * A Jupyter notebook as Jupyter writes it (nbformat 4.5, one-space indent, source as lines).
 * A cell is `{ md }` or `{ code, n?, outputs? }`; `metadata` replaces the Python kernel's.
 */
export function notebook(cells, metadata = PYTHON_KERNEL) {
  const nb = {
    cells: cells.map((c) => ({
      cell_type: c.md ? 'markdown' : 'code',
      ...(c.md ? {} : { execution_count: c.n ?? null }),
      metadata: {},
      ...(c.md ? {} : { outputs: c.outputs ?? [] }),
      source: (c.md ?? c.code).split('\n').map((l, i, a) => (i < a.length - 1 ? l + '\n' : l)),
    })),
    metadata,
    nbformat: 4,
    nbformat_minor: 5,
  };
  return JSON.stringify(nb, null, 1);
}
