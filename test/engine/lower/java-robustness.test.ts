/**
 * The lowerer must never throw, whatever the parser recovered. Every Java fixture of the rule
 * pack is lowered whole and cut off at many points (the shapes half-typed code takes in an
 * editor or a broken commit), and every cut must lower without an internal error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/engine/parse/parser.js';
import { lowerJava } from '../../../src/engine/lower/java.js';
import { filesUnder } from '../../helpers/source-tree.js';

const fixtures = filesUnder(path.resolve(__dirname, '../../../rules/java'), (name) => name.endsWith('.java'));

describe('lowerJava robustness', () => {
  it('finds the Java fixtures to work on', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
  });

  it('lowers every fixture whole with no internal error and unique function ids', async () => {
    for (const file of fixtures) {
      const source = fs.readFileSync(file, 'utf8');
      const { tree } = await parseSource('java', source);
      const ir = lowerJava(tree, source, path.basename(file));
      expect(ir.diagnostics, file).toEqual([]);
      expect(ir.functions.length, file).toBeGreaterThan(0);
      expect(new Set(ir.functions.map((f) => f.id)).size, file).toBe(ir.functions.length);
    }
  });

  it('lowers truncated and corrupted versions of every fixture without throwing', async () => {
    let cuts = 0;
    for (const file of fixtures) {
      const source = fs.readFileSync(file, 'utf8');
      const step = Math.max(37, Math.floor(source.length / 40));
      for (let end = step; end < source.length; end += step) {
        const variants = [source.slice(0, end), source.slice(0, end) + source.slice(end + 11), source.slice(end)];
        for (const variant of variants) {
          const { tree } = await parseSource('java', variant);
          const ir = lowerJava(tree, variant, 'Cut.java');
          expect(ir.diagnostics.filter((d) => d.message.startsWith('java lowering')), `${file} cut at ${end}`).toEqual([]);
          cuts++;
        }
      }
    }
    expect(cuts).toBeGreaterThan(500);
    // Thousands of parses (every Java rule fixture, cut ~120 ways): a minute on a loaded machine.
  }, 300_000);
});
