/**
 * Triage writes of one project in this process: at most PROJECT_WRITES_AT_ONCE at a time, and
 * writes to the same issue in the order they arrived.
 *
 * A transaction that waits for a row still holds a pooled connection: with a hundred clients
 * triaging one project, every connection of the pool (10) ended up waiting on the project's
 * issue-version row and reads could not get one for seconds (503 after the pool's 5 s limit,
 * seen in test/e2e/soak.test.ts). Queued here, a waiting write holds no connection. A few run
 * at once because a triage holds the version row only for its status update and commit
 * (store/repositories/issue-versions.ts): its reads and inserts overlap with the others'. 3
 * keeps 7 connections for reads; 5 gave no more requests per second and slower reads (see
 * BENCHMARKS.md). Writes to one issue stay in order so a retried status change never races
 * its own predecessor. Other processes still meet on the row, as before.
 */
export const PROJECT_WRITES_AT_ONCE = 3;

interface ProjectWrites {
  running: number;
  /** Writes waiting for a turn, first come first served. */
  waiting: (() => void)[];
  /** The last write queued for each issue (only issues with a write pending). */
  issueTails: Map<string, Promise<unknown>>;
}

const projects = new Map<string, ProjectWrites>();

function turnOf(project: ProjectWrites): Promise<void> {
  if (project.running < PROJECT_WRITES_AT_ONCE) {
    project.running += 1;
    return Promise.resolve();
  }
  // The finishing write hands its turn over directly (running stays the same).
  return new Promise((resolve) => project.waiting.push(resolve));
}

function release(projectId: string, project: ProjectWrites): void {
  const next = project.waiting.shift();
  if (next) return next();
  project.running -= 1;
  if (project.running === 0 && project.issueTails.size === 0) projects.delete(projectId);
}

export function writeForIssue<T>(projectId: string, issueId: string, write: () => Promise<T>): Promise<T> {
  let project = projects.get(projectId);
  if (!project) {
    project = { running: 0, waiting: [], issueTails: new Map() };
    projects.set(projectId, project);
  }
  const state = project;
  const previous = state.issueTails.get(issueId) ?? Promise.resolve();
  const run = previous.then(async () => {
    // The issue's turn came: now wait for one of the project's.
    await turnOf(state);
    try {
      return await write();
    } finally {
      release(projectId, state);
    }
  });
  const tail = run.catch(() => undefined);
  state.issueTails.set(issueId, tail);
  void tail.then(() => {
    if (state.issueTails.get(issueId) === tail) state.issueTails.delete(issueId);
    if (state.running === 0 && state.issueTails.size === 0 && projects.get(projectId) === state) projects.delete(projectId);
  });
  return run;
}
