/**
 * The turn-taking of reads batched per project (issue-page-cache.ts's issue version read,
 * issue-reads.ts's issues by id): one read in flight per project, sent after the turn of the
 * event loop in which the first request asked, or, while an earlier read of the project is still
 * waiting for its answer, right after that answer. Every request that asks meanwhile joins the
 * next read, so on PostgreSQL (a round trip a statement) the requests of several turns share one.
 * A read is sent after every request that joined it asked, so its answer is as fresh for each of
 * them as a read of their own.
 */
import type { Db } from '../store/schema.js';

/** A project's read in flight: the next read of the project is sent once it has answered. */
export interface ReadTurns {
  inFlight?: Promise<unknown>;
}

/** The state `registry` keeps for the project in `db`, made by `create` on first use. */
export function perProject<S>(registry: WeakMap<Db, Map<string, S>>, db: Db, projectId: string, create: () => S): S {
  let byProject = registry.get(db);
  if (!byProject) {
    byProject = new Map();
    registry.set(db, byProject);
  }
  let state = byProject.get(projectId);
  if (!state) {
    state = create();
    byProject.set(projectId, state);
  }
  return state;
}

/**
 * Sends `read` on the project's next turn and answers with its result. `close` runs just before
 * the read is sent: from then on a request that asks joins the read after this one.
 */
export function sendOnTurn<T>(turns: ReadTurns, close: () => void, read: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const send = () => {
      close();
      const sent = read();
      turns.inFlight = sent;
      const settled = () => {
        if (turns.inFlight === sent) turns.inFlight = undefined;
      };
      sent.then(settled, settled);
      sent.then(resolve, reject);
    };
    if (turns.inFlight) turns.inFlight.then(send, send);
    else setImmediate(send);
  });
}
