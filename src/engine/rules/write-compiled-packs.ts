/**
 * Build step (`npm run build`, after the TypeScript build): loads, validates and self-tests the
 * default rule packs once and writes them beside compiled-packs.js, keyed by this build's engine
 * fingerprint and the rule files (compiled-packs.ts says why and when they are used).
 */
import fs from 'node:fs';
import { buildRuleSet, defaultRuleDocuments } from '../secrets/rule-loader.js';
import { compiledPacksKey, compiledPacksPath, encodeCompiledPacks } from './compiled-packs.js';
import { loadRuleSet } from './loader.js';
import { defaultRulesDir } from './rules-dir.js';

const rulesDir = defaultRulesDir();
const bytes = encodeCompiledPacks(compiledPacksKey(rulesDir), { code: loadRuleSet(rulesDir), secrets: buildRuleSet(defaultRuleDocuments()) }, rulesDir);
const target = compiledPacksPath();
fs.writeFileSync(`${target}.tmp`, bytes);
fs.renameSync(`${target}.tmp`, target); // a reader sees the old file or the whole new one
console.log(`compiled rule packs: ${target} (${Math.round(bytes.length / 1024)} KB)`);
