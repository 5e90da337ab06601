import { describe, expect, it } from 'vitest';
import { PROJECT_WRITES_AT_ONCE, writeForIssue } from '../../src/services/project-writes.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('triage writes of one project', () => {
  it(`run at most ${PROJECT_WRITES_AT_ONCE} at a time per project, writes of one issue in order, other projects alongside`, async () => {
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const runningIssues = new Set<string>();
    let sameIssueOverlap = false;
    const order: string[] = [];
    const write = (project: string, issue: string, label: string) =>
      writeForIssue(project, issue, async () => {
        if (runningIssues.has(`${project}/${issue}`)) sameIssueOverlap = true;
        runningIssues.add(`${project}/${issue}`);
        running.set(project, (running.get(project) ?? 0) + 1);
        most.set(project, Math.max(most.get(project) ?? 0, running.get(project)!));
        await tick();
        order.push(label);
        running.set(project, running.get(project)! - 1);
        runningIssues.delete(`${project}/${issue}`);
        return label;
      });
    const writes = [
      write('a', 'i1', 'a1-1'),
      write('a', 'i1', 'a1-2'),
      write('a', 'i2', 'a2-1'),
      write('b', 'i1', 'b1-1'),
      write('a', 'i3', 'a3-1'),
      write('a', 'i4', 'a4-1'),
      write('a', 'i5', 'a5-1'),
      write('a', 'i1', 'a1-3'),
      write('b', 'i2', 'b2-1'),
    ];
    const results = await Promise.all(writes);
    expect(results).toEqual(['a1-1', 'a1-2', 'a2-1', 'b1-1', 'a3-1', 'a4-1', 'a5-1', 'a1-3', 'b2-1']);
    expect(most.get('a')).toBe(PROJECT_WRITES_AT_ONCE);
    expect(most.get('b')).toBe(2);
    expect(sameIssueOverlap).toBe(false);
    expect(order.filter((l) => l.startsWith('a1-'))).toEqual(['a1-1', 'a1-2', 'a1-3']);
    // Project b did not wait for project a's queue.
    expect(order.indexOf('b2-1')).toBeLessThan(order.indexOf('a5-1'));
  });

  it('let the next write run after one that failed, and hand each caller its own outcome', async () => {
    const failing = writeForIssue('c', 'i1', async () => {
      throw new Error('conflict');
    });
    const next = writeForIssue('c', 'i1', async () => 'ran');
    const other = writeForIssue('c', 'i2', async () => 'other');
    await expect(failing).rejects.toThrow('conflict');
    await expect(next).resolves.toBe('ran');
    await expect(other).resolves.toBe('other');
  });
});
