import { describe, expect, it } from 'vitest';
import { serialisedForProject } from '../../src/services/project-writes.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('triage writes of one project', () => {
  it('run one at a time per project, in order, while other projects run alongside', async () => {
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const order: string[] = [];
    const write = (project: string, label: string) =>
      serialisedForProject(project, async () => {
        running.set(project, (running.get(project) ?? 0) + 1);
        most.set(project, Math.max(most.get(project) ?? 0, running.get(project)!));
        await tick();
        order.push(label);
        running.set(project, running.get(project)! - 1);
        return label;
      });
    const results = await Promise.all([write('a', 'a1'), write('b', 'b1'), write('a', 'a2'), write('a', 'a3'), write('b', 'b2')]);
    expect(results).toEqual(['a1', 'b1', 'a2', 'a3', 'b2']);
    expect(most.get('a')).toBe(1);
    expect(most.get('b')).toBe(1);
    expect(order.filter((l) => l.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    // Both projects progressed together: b1 finished before a3 started.
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a3'));
  });

  it('let the next write run after one that failed, and hand each caller its own outcome', async () => {
    const failing = serialisedForProject('c', async () => {
      throw new Error('conflict');
    });
    const next = serialisedForProject('c', async () => 'ran');
    await expect(failing).rejects.toThrow('conflict');
    await expect(next).resolves.toBe('ran');
  });
});
