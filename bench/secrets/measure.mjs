#!/usr/bin/env node
/**
 * Measures the secrets scanner from the compiled engine (run `npm run build` first).
 *
 *   node bench/secrets/measure.mjs                 # labelled corpus: recall, precision, FP per 100 files
 *   node bench/secrets/measure.mjs --dir node_modules   # unlabelled tree: findings per 1,000 files, each listed
 *   node bench/secrets/measure.mjs --corpus bench/secrets/heldout1   # held-out set: DIR/LABELS.json, an array
 *       of {file, line, kind}; recall (overall and by kind), false positives per 200 files, misses and false positives
 *
 * Files are scanned as the engine scans them: JS/TS, Python and Java are parsed first and their
 * tree is passed in (parse time is reported apart), everything else goes through the key/value readers.
 * Findings at `informative` (provider matches in test fixtures) are counted apart: they are
 * reported at informative at most, as the rules say.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { scanSecrets, loadSecretRules } = await import(path.join(root, 'dist/engine/secrets/index.js'));
const { parseSource } = await import(path.join(root, 'dist/engine/parse/parser.js'));
const { languageOfPath } = await import(path.join(root, 'dist/engine/parse/languages.js'));

const MAX_BYTES = 4 * 1024 * 1024;

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Parses code files as the engine does (timed apart), then times the secrets scan alone. */
async function scanFiles(base, files) {
  const results = [];
  let scanned = 0;
  let bytes = 0;
  let parseNs = 0n;
  let scanNs = 0n;
  for (const full of files) {
    const stat = fs.statSync(full);
    if (stat.size > MAX_BYTES) continue;
    const buffer = fs.readFileSync(full);
    if (buffer.subarray(0, 8000).includes(0)) continue; // binary
    const rel = path.relative(base, full).split(path.sep).join('/');
    const text = buffer.toString('utf8');
    const language = languageOfPath(rel);
    let tree;
    if (language) {
      const t0 = process.hrtime.bigint();
      tree = (await parseSource(language, text)).tree;
      parseNs += process.hrtime.bigint() - t0;
    }
    const t1 = process.hrtime.bigint();
    const findings = scanSecrets({ path: rel, content: text }, tree ? { tree, language } : {});
    scanNs += process.hrtime.bigint() - t1;
    tree?.delete();
    scanned++;
    bytes += stat.size;
    for (const f of findings) results.push(f);
  }
  return { findings: results, scanned, bytes, ms: Number(scanNs) / 1e6, parseMs: Number(parseNs) / 1e6 };
}

const started = Date.now();
loadSecretRules();
const loadMs = Date.now() - started;
const dirArg = process.argv.indexOf('--dir');
const corpusArg = process.argv.indexOf('--corpus');

if (corpusArg !== -1) {
  // Same scoring as the default corpus: a label is found when a reported finding is on its line;
  // every other reported finding is a false positive. LABELS.json itself is not scanned.
  const dir = path.resolve(process.argv[corpusArg + 1]);
  const labelled = JSON.parse(fs.readFileSync(path.join(dir, 'LABELS.json'), 'utf8'));
  const files = walk(dir).filter((f) => path.relative(dir, f) !== 'LABELS.json');
  const { findings, scanned, ms, parseMs } = await scanFiles(dir, files);
  const reported = findings.filter((f) => f.severity !== 'informative');
  const informative = findings.length - reported.length;
  const matched = new Set();
  const falsePositives = [];
  for (const f of reported) {
    const label = labelled.find((l) => l.file === f.filePath && l.line === f.lineNumber);
    if (label) matched.add(label);
    else falsePositives.push(f);
  }
  const missed = labelled.filter((l) => !matched.has(l));
  const byKind = new Map();
  for (const l of labelled) {
    const k = byKind.get(l.kind) ?? { found: 0, total: 0 };
    k.total++;
    if (matched.has(l)) k.found++;
    byKind.set(l.kind, k);
  }
  console.log(`rules loaded and self-tested in ${loadMs} ms`);
  console.log(`${path.relative(root, dir)}: ${scanned} files, ${labelled.length} labelled credentials, ${reported.length} findings reported (+${informative} informative); secrets scan ${ms.toFixed(0)} ms, tree-sitter parse ${parseMs.toFixed(0)} ms`);
  console.log(`recall ${(matched.size / labelled.length).toFixed(3)} (${matched.size}/${labelled.length}), false positives ${falsePositives.length} = ${((falsePositives.length / scanned) * 200).toFixed(2)} per 200 files`);
  console.log('by kind: ' + [...byKind].sort((a, b) => b[1].total - a[1].total).map(([k, v]) => `${k} ${v.found}/${v.total}`).join(', '));
  for (const m of missed) console.log(`  missed: ${m.file}:${m.line} (${m.kind})`);
  for (const f of falsePositives) console.log(`  false positive: ${f.filePath}:${f.lineNumber} ${f.ruleId} ${f.codeSnippet.slice(0, 160)}`);
} else if (dirArg === -1) {
  const corpus = path.join(here, 'corpus');
  const { labels } = JSON.parse(fs.readFileSync(path.join(here, 'labels.json'), 'utf8'));
  const { findings, scanned, ms, parseMs } = await scanFiles(corpus, walk(corpus));
  const reported = findings.filter((f) => f.severity !== 'informative');
  const informative = findings.length - reported.length;
  const labelled = Object.entries(labels).flatMap(([file, list]) => list.map((l) => ({ file, ...l })));
  const matched = new Set();
  let truePositives = 0;
  let wrongRule = 0;
  const falsePositives = [];
  for (const f of reported) {
    const label = labelled.find((l) => l.file === f.filePath && l.line === f.lineNumber);
    if (label) {
      truePositives++;
      matched.add(label);
      if (label.rule !== f.ruleId) wrongRule++;
    } else falsePositives.push(f);
  }
  const missed = labelled.filter((l) => !matched.has(l));
  const recall = matched.size / labelled.length;
  const precision = truePositives / Math.max(1, reported.length);
  console.log(`rules loaded and self-tested in ${loadMs} ms`);
  console.log(`corpus: ${scanned} files, ${labelled.length} labelled secrets, ${reported.length} findings reported (+${informative} informative in test fixtures); secrets scan ${ms.toFixed(0)} ms, tree-sitter parse ${parseMs.toFixed(0)} ms`);
  console.log(`recall ${recall.toFixed(3)} (${matched.size}/${labelled.length}), precision ${precision.toFixed(3)} (${truePositives}/${reported.length}), false positives ${falsePositives.length} = ${((falsePositives.length / scanned) * 100).toFixed(2)} per 100 files, found by another rule than labelled: ${wrongRule}`);
  for (const m of missed) console.log(`  missed: ${m.file}:${m.line} (${m.rule})`);
  for (const f of falsePositives) console.log(`  false positive: ${f.filePath}:${f.lineNumber} ${f.ruleId} ${f.codeSnippet}`);
} else {
  const dir = path.resolve(process.argv[dirArg + 1]);
  const { findings, scanned, bytes, ms, parseMs } = await scanFiles(dir, walk(dir));
  const reported = findings.filter((f) => f.severity !== 'informative');
  console.log(`rules loaded and self-tested in ${loadMs} ms`);
  console.log(`${dir}: ${scanned} text files, ${(bytes / 1e6).toFixed(1)} MB; secrets scan ${ms.toFixed(0)} ms (${(bytes / 1e6 / (ms / 1000)).toFixed(1)} MB/s), tree-sitter parse of code files ${parseMs.toFixed(0)} ms`);
  console.log(`findings: ${findings.length} (${((findings.length / scanned) * 1000).toFixed(2)} per 1,000 files), of which above informative: ${reported.length} (${((reported.length / scanned) * 1000).toFixed(2)} per 1,000 files)`);
  for (const f of findings) console.log(`  ${f.severity} ${f.ruleId} ${f.filePath}:${f.lineNumber} ${f.codeSnippet.slice(0, 160)}`);
}
