/**
 * The shape every `vigil admin …` command shares: `parse` checks the arguments (a UsageError,
 * exit code 2) before the database is opened, so a typo never touches the data; `run` does the work.
 */
import type { Db } from '../store/schema.js';
import { resolveProject } from './admin-project.js';
import { parseOptions, requireOption } from './usage.js';

/** What a command prints: a JSON value with --json, a human line otherwise. */
export interface AdminResult {
  json: unknown;
  text: string;
}

export interface AdminCommand {
  parse(argv: string[]): { asJson: boolean; run: (db: Db) => Promise<AdminResult> };
}

export const jsonFlag = { json: { type: 'boolean' } } as const;

/** `vigil admin <thing> list --project P [--json]`: one line per item, or `none` when there are none. */
export function projectListCommand<T>(cmd: string, list: (db: Db, projectId: string) => Promise<T[]>, line: (item: T) => string, none: string): AdminCommand {
  return {
    parse(argv) {
      const o = parseOptions(argv, { project: { type: 'string' }, ...jsonFlag }, cmd);
      const project = requireOption(o.project, 'project', cmd);
      return {
        asJson: o.json === true,
        run: async (db) => {
          const items = await list(db, await resolveProject(db, project, cmd));
          return { json: items, text: items.length ? items.map(line).join('\n') : none };
        },
      };
    },
  };
}
