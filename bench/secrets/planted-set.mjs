/**
 * The file, plant and label mechanics the held-out set writers share (make-heldout5.mjs to
 * make-heldout8.mjs). A writer plants a credential with `cred(kind, value, why)` while it builds a
 * file's text; `file(rel, text)` then finds the planted text's line by searching what was written,
 * so LABELS.json ({file, line, kind, why}, 1-based) always agrees with the files, whatever the
 * template around the value looks like. `writeSet` writes the files, README-SET.md and LABELS.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ALNUM, B64, cap, DIG, UP } from './seeded-random.mjs';

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

/**
 * The password makers of the held-out set writers (make-heldout6.mjs, make-heldout7.mjs,
 * make-heldout8.mjs), drawing from the writer's own seeded generator `draw` (seeded-random.mjs) and
 * its own `words`, so each set keeps its own values. `shape` holds the lengths a set was written with:
 * `length` [least, spread] of a password, `plainLength` of a plain one, `plainHead` letters before
 * its underscore and `plainMiddle` [least, spread] after it. The draw order is fixed: changing it
 * changes every set written after the first password.
 */
export function passwordMakers(draw, words, shape) {
  const { int, pick, from, hex, alnum } = draw;
  const b64pad = (bytes) => {
    const n = Math.ceil(bytes / 3) * 4;
    const pad = (3 - (bytes % 3)) % 3;
    return from(B64, n - pad) + '='.repeat(pad);
  };
  /** Passwords as people and generators make them: several alphabets and lengths. */
  function password() {
    const n = shape.length[0] + int(shape.length[1]);
    switch (int(6)) {
      case 0: return hex(Math.max(16, n));
      case 1: return b64pad(Math.max(12, Math.floor(n * 0.75)));
      case 2: return alnum(Math.max(12, n));
      case 3: return from(UP, 1) + from(ALNUM + '!#%*-_.', n - 2) + from('!#%*', 1);
      case 4: return `${cap(pick(words))}${pick(['!', '#', '%', '&', '*', '@'])}${from(DIG, 2 + int(3))}${cap(pick(words))}`;
      default: return `${pick(words)}-${pick(words)}-${pick(words)}-${from(DIG, 1 + int(3))}`;
    }
  }
  /** A password safe unescaped in a URL, a shell word, XML or a properties/INI value. */
  function plainPassword() {
    const n = shape.plainLength[0] + int(shape.plainLength[1]);
    switch (int(4)) {
      case 0: return hex(n);
      case 1: return alnum(n);
      case 2: return `${cap(pick(words))}${from(DIG, 3)}${cap(pick(words))}${from(DIG, 2)}`;
      default: return alnum(shape.plainHead) + '_' + alnum(shape.plainMiddle[0] + int(shape.plainMiddle[1])) + '-' + alnum(4);
    }
  }
  return { password, plainPassword };
}
