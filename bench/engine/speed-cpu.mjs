// Engine against a bare parse in CPU seconds of this process (process.cpuUsage), for a machine
// loaded by other work, where wall-clock times swing by 2-3x between runs. Same input and file
// names as speed.mjs (its default corpus). Prints one JSON line per mode.
// Usage: npm run build && node bench/engine/speed-cpu.mjs parse|engine
//        DIST=/path/to/other/dist node bench/engine/speed-cpu.mjs engine   (an older build, same run)
//        VIGIL_FP_SRC=/tmp/src-copy …   (read src/ from a frozen copy, so both builds see the same input)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = process.env.DIST ?? path.join(repo, 'dist');
const { languageOfPath } = await import(path.join(DIST, 'engine/parse/languages.js'));
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
const mode = process.argv[2] ?? 'engine';
const { parseSource } = await import(path.join(DIST, 'engine/parse/parser.js'));
for (const language of ['javascript', 'typescript']) (await parseSource(language, 'x')).tree.delete(); // grammars loaded outside the timing
if (mode === 'parse') {
  const t = cpu();
  for (const f of files) (await parseSource(languageOfPath(f.path), f.content)).tree.delete();
  console.log(JSON.stringify({ mode, files: files.length, cpuParse: +(cpu() - t).toFixed(2) }));
} else {
  const { processFile } = await import(path.join(DIST, 'engine/file-pass.js'));
  const { analyzeFiles } = await import(path.join(DIST, 'engine/index.js'));
  const { ruleSetFor, defaultRulesDir } = await import(path.join(DIST, 'engine/rules/loader.js'));
  ruleSetFor(defaultRulesDir()); // rule packs loaded outside the timing (once per process)
  await processFile({ path: 'warm.js', content: 'const a = 1;' }); // secrets rules too
  const t = cpu();
  for (const f of files) await processFile(f, {});
  const pass = cpu() - t;
  const t1 = cpu();
  const result = await analyzeFiles(files, { parallel: false });
  const whole = cpu() - t1;
  console.log(JSON.stringify({ mode, files: files.length, cpuFilePass: +pass.toFixed(2), cpuEngine: +whole.toFixed(2), findings: result.findings.length, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
}
