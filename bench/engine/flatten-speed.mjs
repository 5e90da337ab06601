// CPU seconds of flattening tree-sitter trees (src/engine/lower/flat.ts) through web-tree-sitter's
// TreeCursor API against the direct WASM cursor calls, over the same parsed trees, three rounds.
// Usage: npm run build && node bench/engine/flatten-speed.mjs [DIR=src]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { languageOfPath } = await import(path.join(repo, 'dist/engine/parse/languages.js'));
const { parseSource } = await import(path.join(repo, 'dist/engine/parse/parser.js'));
const { flattenTree, flattenTreeWithCursor } = await import(path.join(repo, 'dist/engine/lower/flat.js'));
const files = [];
const walk = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full);
    else if (languageOfPath(e.name) && !e.name.endsWith('.map')) files.push({ path: full, content: fs.readFileSync(full, 'utf8') });
  }
};
walk(path.resolve(process.argv[2] ?? path.join(repo, 'src')));
const trees = [];
for (const f of files) trees.push([(await parseSource(languageOfPath(f.path), f.content)).tree, f.content]);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
for (let round = 0; round < 3; round++) {
  let t = cpu();
  for (const [tree, source] of trees) flattenTreeWithCursor(tree, source);
  const cursorApi = cpu() - t;
  t = cpu();
  for (const [tree, source] of trees) flattenTree(tree, source);
  const direct = cpu() - t;
  console.log(JSON.stringify({ files: trees.length, cursorApiCpuSeconds: +cursorApi.toFixed(2), directCpuSeconds: +direct.toFixed(2) }));
}
