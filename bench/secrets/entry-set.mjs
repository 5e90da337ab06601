/**
 * The entry mechanics of the held-out set writers that build files as lists of entries
 * (make-heldout12.mjs, make-heldout14.mjs): a file is a list of strings (one or more lines) and
 * planted credentials `S(kind, why, text)`; a planted entry is labelled on its first line, so
 * LABELS.json ({file, line, kind, why}, 1-based) agrees with the files by construction. Notebooks
 * are written by planted-set's `notebook()` and their planted values found in the JSON text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { notebook } from './planted-set.mjs';

/** A planted credential entry. */
export const S = (kind, why, text) => ({ k: kind, why, t: text });

const present = (e) => e !== null && e !== undefined && e !== false;

/** Turns entries into lines; `labels` gets each planted entry's first line. */
function render(rel, entries, labels) {
  const lines = [];
  for (const e of entries) {
    if (typeof e === 'string') lines.push(...e.split('\n'));
    else {
      labels?.push({ file: rel, line: lines.length + 1, kind: e.k, why: e.why });
      lines.push(...e.t.split('\n'));
    }
  }
  return lines;
}

/** A set of entry files written under `out`. */
export function entrySet(out) {
  const files = new Map();

  function file(rel, entries) {
    if (files.has(rel)) throw new Error('duplicate file ' + rel);
    files.set(rel, entries.flat(Infinity).filter(present));
  }

  /** A notebook file: cells whose code is a list of entries. */
  function notebookFile(rel, cells, metadata) {
    if (files.has(rel)) throw new Error('duplicate file ' + rel);
    const planted = [];
    const plain = cells.map((c) => {
      if (c.md) return c;
      const entries = c.code.flat(Infinity).filter(present);
      for (const e of entries) if (typeof e !== 'string') planted.push(e);
      return { ...c, code: render(rel, entries).join('\n') };
    });
    const text = notebook(plain, metadata) + '\n';
    const lines = text.split('\n');
    const labels = [];
    const used = new Set();
    for (const p of planted) {
      const needle = JSON.stringify(p.find ?? p.t).slice(1, -1);
      const idx = lines.findIndex((l, i) => !used.has(i) && l.includes(needle));
      if (idx === -1) throw new Error(`${rel}: planted ${p.k} not found`);
      used.add(idx);
      labels.push({ line: idx + 1, kind: p.k, why: p.why });
    }
    files.set(rel, Object.assign([], { notebook: true, text, labels }));
  }

  /** Writes every file (sorted by path) and LABELS.json; returns the labels. */
  function writeAll() {
    fs.rmSync(out, { recursive: true, force: true });
    const labels = [];
    for (const [rel, entries] of [...files].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const full = path.join(out, rel);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      if (entries.notebook) {
        fs.writeFileSync(full, entries.text);
        for (const l of entries.labels) labels.push({ file: rel, ...l });
        continue;
      }
      fs.writeFileSync(full, render(rel, entries, labels).join('\n') + '\n');
    }
    fs.writeFileSync(path.join(out, 'LABELS.json'), JSON.stringify(labels, null, 1) + '\n');
    return labels;
  }

  return { files, file, notebookFile, writeAll };
}
