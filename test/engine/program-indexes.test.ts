/**
 * A rescan asks the new Program the questions the last scan recorded (cache/cross-file.ts), and
 * `answerOf` finds a lookup's map by its kind in `Program.indexes`. A tracked map left out of that
 * list would answer the same placeholder in both programs, so a rescan would never see its answers
 * change: every ProgramMap the Program holds must be listed.
 */
import { describe, expect, it } from 'vitest';
import { Program } from '../../src/engine/analysis/program.js';
import { ProgramMap } from '../../src/engine/analysis/tracked-map.js';
import { ruleSetFor } from '../../src/engine/rules/loader.js';

describe('Program indexes', () => {
  it('lists every tracked map, so answerOf re-asks each recorded lookup', () => {
    const program = new Program([], new Map(), new Map(), ruleSetFor());
    const maps = Object.values(program).filter((v): v is ProgramMap<unknown> => v instanceof ProgramMap);
    expect(maps.length).toBeGreaterThan(10);
    const versionOf = (): string => 'v';
    // A listed map answers a key it lacks with null; an unlisted kind falls through to the placeholder.
    for (const map of maps) expect(program.answerOf(map.kind, 'no such key', versionOf), map.kind).toBeNull();
  });
});
