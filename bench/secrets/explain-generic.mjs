#!/usr/bin/env node
/**
 * Why generic detection stays quiet on a directory: every assignment the readers find, how many
 * are to secret names, and the verdict on each value. Run after `npm run build`:
 *   node bench/secrets/explain-generic.mjs node_modules
 */
import fs from 'node:fs'; import path from 'node:path';
const d = new URL("../../dist/engine/", import.meta.url).pathname;
const { parseSource } = await import(d + 'parse/parser.js');
const { languageOfPath } = await import(d + 'parse/languages.js');
const { codeAssignments } = await import(d + 'secrets/code-assignments.js');
const { configAssignments } = await import(d + 'secrets/config-assignments.js');
const { configFormatOf, isLockfile, isTestFixturePath } = await import(d + 'secrets/file-kinds.js');
const { isSecretName, isMachineCredentialName } = await import(d + 'secrets/secret-names.js');
const { judgeGenericValue, stripAuthScheme } = await import(d + 'secrets/generic-judge.js');
const { loadSecretRules } = await import(d + 'secrets/index.js');
const rule = loadSecretRules().generic;
const root = process.argv[2]; const reasons = new Map(); let assignments = 0, named = 0, files = 0;
async function walk(dir) { for (const e of fs.readdirSync(dir, { withFileTypes: true })) { const f = path.join(dir, e.name); if (e.isDirectory()) await walk(f); else if (e.isFile()) {
  const b = fs.readFileSync(f); if (b.length > 4e6 || b.subarray(0, 8000).includes(0)) continue; files++;
  const rel = path.relative(root, f); if (isLockfile(rel)) continue; const text = b.toString('utf8'); const lang = languageOfPath(rel);
  let list; if (lang) { const { tree } = await parseSource(lang, text); list = codeAssignments(text, tree, lang); tree.delete(); } else list = configAssignments(text, configFormatOf(rel));
  for (const a of list) { assignments++; if (!isSecretName(a.name)) continue; named++;
    const v = judgeGenericValue(stripAuthScheme(a.value.trim()).value, rule, isMachineCredentialName(a.name));
    const key = v.secret ? (isTestFixturePath(rel) ? 'secret-looking, but in a test fixture path (not reported)' : 'REPORTED') : v.reason.replace(/ \(.*/, '');
    reasons.set(key, (reasons.get(key) ?? 0) + 1); } } } }
await walk(root);
console.log(`${files} files, ${assignments} assignments read, ${named} to secret names`);
for (const [k, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${k}`);
