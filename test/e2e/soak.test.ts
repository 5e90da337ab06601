/**
 * A shortened soak (bench/soak/): a hundred concurrent clients reading, paging and triaging while
 * scans of a real git repository run, against `vigil serve` on each engine. Zero errors and
 * zero 5xx; the live heap (after a forced collection) of the last third of the run stays within
 * generous slack of the first third, warm-up excluded. The longer run is `bench/soak/run.ts`.
 *
 * SOAK_SECONDS (default 25) and SOAK_CLIENTS (default 100) lengthen or shrink it.
 */
import { describe, expect, it } from 'vitest';
import { formatReport, runSoak } from '../../bench/soak/soak.js';
import { engines } from '../helpers/databases.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 25);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 100);
/** Slack for heap growth: a leak of even a few KiB per request exceeds it over the run. */
const HEAP_GROWTH_LIMIT_MIB = 25;

describe.each(engines())('soak on %s', (engine) => {
  it(`serves ${CLIENTS} clients for ${SECONDS} s while scans run: no errors, no 5xx, heap flat`, async () => {
    const report = await runSoak({ durationMs: SECONDS * 1000, clients: CLIENTS, engine });
    console.log(formatReport(report));
    expect(report.errorSamples).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.serverErrors).toBe(0);
    expect(report.requests).toBeGreaterThan(CLIENTS * 5);
    expect(report.scans.completed).toBeGreaterThan(0);
    expect(report.byAction['triage (PATCH)']?.requests).toBeGreaterThan(0);
    expect(report.memory.samples).toBeGreaterThanOrEqual(6);
    expect(report.memory.heapGrowthMiB).toBeLessThan(HEAP_GROWTH_LIMIT_MIB);
  }, 300_000);
});
