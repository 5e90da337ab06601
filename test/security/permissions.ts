/** Reading file modes for the tests of private permissions. */
import fs from 'node:fs';
import path from 'node:path';

export const modeOf = (p: string): number => fs.statSync(p).mode & 0o777;

/** Every file and folder under a root (itself included) whose mode lets anyone but the owner in. */
export function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if ((stat.mode & 0o077) !== 0 && !stat.isSymbolicLink()) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(root, p) || '.'}`);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
  };
  visit(root);
  return found;
}
