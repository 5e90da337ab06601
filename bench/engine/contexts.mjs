// How the cross-file analysis spends its work on the speed corpus (the input of speed-cpu.mjs):
// calls of functions of the tree analysed in context or through their summary (and which bound
// sent them there), work units in outermost in-context analyses against the whole, in-context
// analyses per function, CPU seconds of the analysis alone. Lowering the bounds measures what
// in-context analysis costs (and, with labelled.mjs, what it finds).
// Usage: npm run build && node bench/engine/contexts.mjs [--depth N] [--contexts N]
//        VIGIL_FP_SRC=/tmp/src-copy …   (read src/ from a frozen copy)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = process.env.DIST ?? path.join(repo, 'dist');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
const { languageOfPath } = await import(path.join(DIST, 'engine/parse/languages.js'));
const { processFile, textOf } = await import(path.join(DIST, 'engine/file-pass.js'));
const { Program } = await import(path.join(DIST, 'engine/analysis/program.js'));
const { Analyzer } = await import(path.join(DIST, 'engine/analysis/interpreter.js'));
const { readConfigValues } = await import(path.join(DIST, 'engine/config/index.js'));
const { ruleSetFor, defaultRulesDir } = await import(path.join(DIST, 'engine/rules/loader.js'));

const SPEED_DIRS = ['node_modules/fastify/lib', 'node_modules/pg/lib', 'node_modules/kysely/dist/esm', 'node_modules/bullmq/dist/esm', 'node_modules/ajv/dist', 'node_modules/yaml/dist', 'node_modules/ioredis/built', 'src'];
const files = [];
const walk = (dir, rel) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    const r = `${rel}/${e.name}`;
    if (e.isDirectory()) walk(full, r);
    else if (languageOfPath(e.name) && !e.name.endsWith('.map')) files.push({ path: r, content: fs.readFileSync(full, 'utf8') });
  }
};
for (const d of SPEED_DIRS) walk(d === 'src' && process.env.VIGIL_FP_SRC ? process.env.VIGIL_FP_SRC : path.join(repo, d), d.startsWith('node_modules/') ? `pkg/${d.slice(13).replace(/\//g, '__')}` : d);
for (const f of files) if (f.path.startsWith('pkg/')) f.path = `pkg/${f.path.slice(4).replace(/\/(dist|build|built|out)(?=\/)/g, '/$1_')}`;

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const rules = ruleSetFor(defaultRulesDir());
const modules = [];
const sources = new Map();
for (const f of files) {
  const r = await processFile(f, {});
  if (r.module) {
    modules.push(r.module);
    sources.set(f.path, textOf(f));
  }
}
const program = new Program(modules, sources, readConfigValues(files), rules);
// Each root over its own state, as the engine analyses them (analysis/root-analysis.ts).
const limits = {};
if (option('--depth') !== undefined) limits.inlineDepth = option('--depth');
if (option('--contexts') !== undefined) limits.contextsPerFunction = option('--contexts');
const stats = { outcomes: new Map(), inContextWork: 0 };
const findingKeys = new Set();
const perFunction = {};
let functionsAnalysedInContext = 0;
let work = 0;
let st;
const t = cpu();
for (const m of modules) {
  const analyzer = new Analyzer(program);
  st = analyzer.state;
  Object.assign(st.limits, limits);
  st.stats = stats;
  analyzer.runModule(m);
  work += st.work;
  for (const k of analyzer.findings.keys()) findingKeys.add(k);
  for (const n of st.contextsPerFunction.values()) perFunction[n] = (perFunction[n] ?? 0) + 1;
  functionsAnalysedInContext += st.contextsPerFunction.size;
}
const cpuAnalysis = cpu() - t;
console.log(JSON.stringify({
  limits: st?.limits,
  modules: modules.length,
  cpuAnalysis: +cpuAnalysis.toFixed(2),
  work,
  inContextWork: stats.inContextWork,
  inContextShare: +(stats.inContextWork / work).toFixed(3),
  outcomes: Object.fromEntries([...stats.outcomes].sort((a, b) => b[1] - a[1])),
  // Summed over roots: a function analysed in context by several roots counts once per root.
  functionsAnalysedInContext,
  contextsPerFunction: perFunction,
  findings: findingKeys.size,
}));
