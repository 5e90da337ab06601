/**
 * `--project` of the admin commands: a project's id or its name (`--project default`). An id
 * wins over a name; a name must name exactly one project. An unknown or ambiguous name is a
 * usage error (exit code 2) that says so; a value shaped like an id that matches nothing goes on
 * to the service, which answers "Project not found" (exit code 1), as before names were accepted.
 */
import { listAllProjects } from '../services/projects.js';
import type { Db } from '../store/schema.js';
import { UsageError } from './usage.js';

const ID_SHAPE = /^prj_[A-Za-z0-9]+$/;

export async function resolveProject(db: Db, value: string, cmd: string): Promise<string> {
  const projects = await listAllProjects(db);
  if (projects.some((p) => p.id === value)) return value;
  const named = projects.filter((p) => p.name === value);
  if (named.length === 1) return named[0]!.id;
  if (named.length > 1) {
    throw new UsageError(`${cmd}: --project "${value}" names ${named.length} projects (${named.map((p) => p.id).join(', ')}); give the id instead`);
  }
  if (ID_SHAPE.test(value)) return value;
  throw new UsageError(`${cmd}: --project "${value}": no project has this id or name`);
}

/** The same for an optional `--project` (commands that look a thing up by id and may check its project). */
export async function resolveOptionalProject(db: Db, value: string | undefined, cmd: string): Promise<string | undefined> {
  return value === undefined ? undefined : resolveProject(db, value, cmd);
}
