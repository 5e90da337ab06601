/** Where the repository's rule packs live, found from this file whether run from src/ or a build in dist/. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

/** The repository's `rules/` folder (the one holding FORMAT.md). */
export function defaultRulesDir(): string {
  if (found) return found;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'rules');
    if (fs.existsSync(path.join(candidate, 'FORMAT.md'))) return (found = candidate);
    dir = path.dirname(dir);
  }
  throw new Error('cannot find the rules/ folder');
}
