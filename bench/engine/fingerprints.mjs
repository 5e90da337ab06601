// Dumps every finding and diagnostic of the engine, one sorted line each, so two builds can be
// diffed: an optimisation must leave this output byte-for-byte the same.
// Sets: the speed corpus (bench/engine/speed.mjs's default input, one scan), bench/engine/realapp
// (one scan), bench/engine/corpus (one scan) and every labelled case (each analysed alone, as
// labelled.mjs does). Each line carries a hash of the whole finding (trace, message, snippet…).
// Usage: npm run build && node bench/engine/fingerprints.mjs [--set speed|realapp|corpus|labelled] > out.txt
//        node bench/engine/fingerprints.mjs --dir DIR   (any directory, one scan)
//        VIGIL_FP_SRC=/tmp/src-copy …   (the speed set reads src/ from a frozen copy)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeFiles } from '../../dist/engine/index.js';
import { languageOfPath } from '../../dist/engine/parse/languages.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const onlySet = option('--set');
const SPEED_DIRS = ['node_modules/fastify/lib', 'node_modules/pg/lib', 'node_modules/kysely/dist/esm', 'node_modules/bullmq/dist/esm', 'node_modules/ajv/dist', 'node_modules/yaml/dist', 'node_modules/ioredis/built', 'src'];

function walk(dir, rel, out, filter = () => true) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, e.name);
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) walk(full, r, out, filter);
    else if (e.isFile() && filter(e.name)) out.push({ path: r, content: fs.readFileSync(full, 'utf8') });
  }
  return out;
}

/** The same files, renamed the same way, as speed.mjs. */
function speedFiles() {
  const files = [];
  // VIGIL_FP_SRC=DIR reads a frozen copy of src/ (so edits to the engine do not change its input).
  for (const d of SPEED_DIRS) walk(d === 'src' && process.env.VIGIL_FP_SRC ? process.env.VIGIL_FP_SRC : path.join(repo, d), d.startsWith('node_modules/') ? `pkg/${d.slice(13).replace(/\//g, '__')}` : d, files, (n) => languageOfPath(n) && !n.endsWith('.map'));
  for (const f of files) if (f.path.startsWith('pkg/')) f.path = `pkg/${f.path.slice(4).replace(/\/(dist|build|built|out)(?=\/)/g, '/$1_')}`;
  return files;
}

const lines = [];
const hash = (v) => crypto.createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 16);
function dump(set, result) {
  for (const f of result.findings) lines.push(`${set} F ${f.filePath}:${f.lineNumber}:${f.column} ${f.ruleId} ${f.fingerprint} ${hash(f)}`);
  for (const d of result.diagnostics) lines.push(`${set} D ${d.filePath}:${d.line}:${d.column} ${d.code} ${hash(d)}`);
  for (const s of result.skipped) lines.push(`${set} S ${s.filePath} ${s.reason}`);
}

const dirOption = option('--dir');
if (dirOption) dump('dir', await analyzeFiles(walk(path.resolve(dirOption), '', []), { parallel: false }));
else {
  if (!onlySet || onlySet === 'speed') dump('speed', await analyzeFiles(speedFiles(), { parallel: false }));
  if (!onlySet || onlySet === 'realapp') dump('realapp', await analyzeFiles(walk(path.join(here, 'realapp'), '', []), { parallel: false }));
  if (!onlySet || onlySet === 'corpus') dump('corpus', await analyzeFiles(walk(path.join(here, 'corpus'), '', []), { parallel: false }));
  if (!onlySet || onlySet === 'labelled') {
    for (const c of walk(path.join(here, 'labelled'), '', [])) dump('labelled', await analyzeFiles([c], { parallel: false }));
  }
}
lines.sort();
process.stdout.write(lines.join('\n') + '\n');
