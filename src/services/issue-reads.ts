/**
 * Issues read by id for GET /v1/issues/:id, the reads of concurrent requests sent together: one
 * statement (`id in (…)`) for every id asked before it is sent.
 *
 * On PostgreSQL each statement is a round trip: the client writes its messages (a system call,
 * and the server's process woken), parses the row description and the rows. A client reading
 * many distinct issues over several connections paid that once per issue, which was most of a
 * cache miss's CPU. Like the version read (issue-page-cache.ts), a read waits for the turn of the
 * event loop in which it was asked, or, while an earlier read of the project is still waiting for
 * its answer, for that answer: one read in flight per project, and every id asked meanwhile joins
 * the next. On SQLite, whose reads are answered at once (direct-reads.ts), each is read alone:
 * batching saved nothing there and cost ~5 µs per request (a turn's wait, the map of rows).
 *
 * A read joined after its request read the project's issue version, and is sent after every
 * request that joined it asked: its rows are at least as new as each one's version, as a read of
 * its own would be.
 */
import { readsAtOnce } from '../store/direct-reads.js';
import { findIssue, findIssues, MAX_ISSUES_PER_READ, type IssueRow } from '../store/repositories/issues.js';
import type { Db } from '../store/schema.js';
import { perProject, sendOnTurn, type ReadTurns } from './project-read-turns.js';

interface Batch {
  ids: Set<string>;
  rows: Promise<Map<string, IssueRow>>;
}

interface ProjectReads extends ReadTurns {
  /** The read requests join until it is sent. */
  next?: Batch;
}

const readsByDb = new WeakMap<Db, Map<string, ProjectReads>>();

function newBatch(db: Db, projectId: string, state: ProjectReads): Batch {
  const ids = new Set<string>();
  const close = () => {
    // A later id joins the next read.
    if (state.next?.ids === ids) state.next = undefined;
  };
  const rows = sendOnTurn(state, close, () => findIssues(db, projectId, [...ids]).then((found) => new Map(found.map((row) => [row.id, row]))));
  return { ids, rows };
}

/** The issue `issueId` of the project (undefined when it has none), read with the ids other requests ask meanwhile. */
export async function readIssueBatched(db: Db, projectId: string, issueId: string): Promise<IssueRow | undefined> {
  // SQLite: a statement of several ids costs as much per id, and waiting a turn costs more.
  if (readsAtOnce(db)) return findIssue(db, projectId, issueId);
  const state = perProject(readsByDb, db, projectId, (): ProjectReads => ({}));
  let batch = state.next;
  if (!batch || (batch.ids.size >= MAX_ISSUES_PER_READ && !batch.ids.has(issueId))) {
    batch = newBatch(db, projectId, state);
    state.next = batch;
  }
  batch.ids.add(issueId);
  return (await batch.rows).get(issueId);
}
