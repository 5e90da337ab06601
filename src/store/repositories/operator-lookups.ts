/**
 * Lookups by id alone, for the operator's CLI (vigil admin), which acts for no single key and
 * learns the project from the row. Every other query of project data takes the project id.
 */
import type { DbOrTrx } from '../schema.js';

export async function projectOfIssue(db: DbOrTrx, issueId: string): Promise<string | undefined> {
  const row = await db.selectFrom('issues').select('projectId').where('id', '=', issueId).executeTakeFirst();
  return row?.projectId;
}
