/**
 * A weak digest returned by an exported helper is judged by how other modules use the result:
 * written straight into an `ETag` header (or used as a cache key) it only names content; a helper
 * whose result is stored, or that nobody is seen calling, keeps its weak-hash finding. The uses are
 * module-head facts, so a rescan through the engine cache judges the helper as a full scan does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFiles, FolderCacheStore, type SourceFile } from '../../src/engine/index.js';

const HASHING = `const crypto = require('crypto');
function etagFor(body) {
  return crypto.createHash('md5').update(body).digest('hex');
}
function lookupKey(parts) {
  return crypto.createHash('sha1').update(parts.join('|')).digest('hex');
}
function legacyDigest(password) {
  return crypto.createHash('md5').update(password).digest('hex');
}
function unused(text) {
  return crypto.createHash('md5').update(text).digest('hex');
}
module.exports = { etagFor, lookupKey, legacyDigest, unused };
`;

const ROUTES = `const { etagFor, lookupKey, legacyDigest } = require('./hashing');
const cache = new Map();
exports.download = (req, res) => {
  const body = JSON.stringify({ id: req.params.id });
  res.set('ETag', etagFor(body));
  const hit = cache.get(lookupKey([req.params.id, 'v2']));
  res.send(hit ?? body);
};
exports.register = async (req, res, db) => {
  await db.users.insert({ name: req.body.name, password: legacyDigest(req.body.password) });
  res.sendStatus(201);
};
`;

const GO_TAGS = `package web

import (
	"crypto/md5"
	"encoding/hex"
)

func ETag(body []byte) string {
	sum := md5.Sum(body)
	return hex.EncodeToString(sum[:])
}
`;

const GO_FILES = `package web

import "net/http"

func serve(w http.ResponseWriter, r *http.Request, body []byte) {
	w.Header().Set("ETag", ETag(body))
	w.Write(body)
}
`;

const file = (p: string, text: string): SourceFile => ({ path: p, content: Buffer.from(text) });
const weakHashLines = (findings: { ruleId: string; filePath: string; lineNumber: number }[]): string[] =>
  findings.filter((f) => f.ruleId.endsWith('-weak-hash')).map((f) => `${f.filePath}:${f.lineNumber}`).sort();

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-digest-helpers-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

describe('weak digests of helpers, judged by the uses of other modules', () => {
  it('a helper whose result another module sets as ETag or uses as a lookup key names content', async () => {
    const result = await analyzeFiles([file('lib/hashing.js', HASHING), file('routes/files.js', ROUTES)], { parallel: false, secrets: false });
    // legacyDigest (stored) and unused (no caller seen) keep their findings.
    expect(weakHashLines(result.findings)).toEqual(['lib/hashing.js:12', 'lib/hashing.js:9']);
  });

  it('Go: a hex digest returned to a handler that sets it as ETag (a quoted one is an entity tag by itself)', async () => {
    const result = await analyzeFiles([file('web/etag.go', GO_TAGS), file('web/files.go', GO_FILES)], { parallel: false, secrets: false });
    expect(weakHashLines(result.findings)).toEqual([]);
    const alone = await analyzeFiles([file('web/etag.go', GO_TAGS)], { parallel: false, secrets: false });
    expect(weakHashLines(alone.findings)).toEqual(['web/etag.go:9']);
  });

  it('a rescan after the caller changes judges the helper again, as a full scan does', async () => {
    const helper = file('lib/hashing.js', HASHING);
    const cache = { store: new FolderCacheStore(cacheDir), scope: 'digest-helpers' };
    const first = await analyzeFiles([helper, file('routes/files.js', ROUTES)], { parallel: false, secrets: false, cache });
    expect(weakHashLines(first.findings)).toEqual(['lib/hashing.js:12', 'lib/hashing.js:9']);
    // The route now logs the tag instead of sending it: the helper's digest is no longer only a content name.
    const changed = file('routes/files.js', ROUTES.replace("res.set('ETag', etagFor(body));", 'console.log(etagFor(body));'));
    const rescan = await analyzeFiles([helper, changed], { parallel: false, secrets: false, cache });
    const full = await analyzeFiles([helper, changed], { parallel: false, secrets: false });
    expect(weakHashLines(rescan.findings)).toEqual(weakHashLines(full.findings));
    expect(weakHashLines(full.findings)).toEqual(['lib/hashing.js:12', 'lib/hashing.js:3', 'lib/hashing.js:9']);
  });
});
