/**
 * Reading a folder of test sources the way the tests hand them to the engine: every file below a
 * root (optionally only some names), in a fixed order, with paths relative to the root.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '../../src/engine/findings.js';

/** Every file below `dir` whose name `keep` accepts, as full paths, sorted (the walk order of a folder is the file system's). */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (keep(entry.name)) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

/** The files below `root` as the engine takes them: paths relative to `root`, `/`-separated, text content. */
export function readSourceTree(root: string, keep?: (name: string) => boolean): SourceFile[] {
  return filesUnder(root, keep).map((full) => ({ path: path.relative(root, full).split(path.sep).join('/'), content: fs.readFileSync(full, 'utf8') }));
}

/**
 * The findings a tree's comments ask for, as sorted `path:line rule-id` entries: each line `marker`
 * matches (a pattern without the g flag) names its rule ids, comma-separated, in its first group.
 */
export function markedExpectations(files: SourceFile[], marker: RegExp): string[] {
  const out: string[] = [];
  for (const f of files) {
    String(f.content).split('\n').forEach((line, i) => {
      const m = marker.exec(line);
      if (m) for (const id of m[1].split(',').map((s) => s.trim()).filter(Boolean)) out.push(`${f.path}:${i + 1} ${id}`);
    });
  }
  return out.sort();
}
