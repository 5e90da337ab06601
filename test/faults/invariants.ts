/**
 * What must hold after every fault, read straight from the database: every scan final (failed
 * ones with a reason), no issue twice for one (codebase, branch, fingerprint), and every
 * acknowledged triage decision still in place.
 */
import { expect } from 'vitest';
import type { DatabaseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/store/database.js';

export interface AcknowledgedPatch {
  issueId: string;
  status: string;
}

export interface FaultOutcome {
  completed: number;
  failed: { id: string; reason: string }[];
}

export async function checkInvariants(config: DatabaseConfig, patches: AcknowledgedPatch[], scanIds: string[]): Promise<FaultOutcome> {
  const store = openDatabase(config);
  try {
    const scans = await store.db.selectFrom('scans').select(['id', 'status', 'failureReason']).execute();
    expect(scans.map((s) => s.id)).toEqual(expect.arrayContaining(scanIds));
    for (const scan of scans) {
      expect(['completed', 'failed'], `scan ${scan.id} is ${scan.status}`).toContain(scan.status);
      if (scan.status === 'failed') expect(scan.failureReason?.trim(), `scan ${scan.id} failed without a reason`).toBeTruthy();
    }
    const issues = await store.db.selectFrom('issues').select(['id', 'codebaseId', 'branch', 'fingerprint', 'status']).execute();
    const keys = issues.map((i) => `${i.codebaseId}\u0000${i.branch}\u0000${i.fingerprint}`);
    expect(new Set(keys).size, 'an issue is duplicated').toBe(keys.length);
    for (const patch of patches) {
      expect(issues.find((i) => i.id === patch.issueId)?.status, `PATCH of ${patch.issueId}`).toBe(patch.status);
    }
    return {
      completed: scans.filter((s) => s.status === 'completed').length,
      failed: scans.filter((s) => s.status === 'failed').map((s) => ({ id: s.id, reason: s.failureReason ?? '' })),
    };
  } finally {
    await store.close();
  }
}

/** An error answer in the spec's shape. */
export function expectErrorShape(response: { status: number; body: any }, status: number): void {
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ statusCode: status, message: expect.any(String), error: expect.any(String) });
}
