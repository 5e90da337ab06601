/**
 * A password that repeats the user name beside it: local development containers declare
 * `user: drupal10` / `password: drupal10` (Lando, Compose, DDEV), as `postgres` / `postgres`
 * does. Such a pair is the tool's default login, not a secret someone chose or generated; a real
 * password essentially never equals its user name. Only the few lines around the value are read.
 */
const USER_KEY = /^\s*(?:-\s*)?["']?(?:[A-Za-z_]+[_.-])?(?:user|username|login)["']?\s*[:=]\s*["']?([^"'\s#]{1,120})["']?\s*$/i;
const AROUND = 6;

export function repeatsNearbyUser(text: string, start: number, value: string): boolean {
  let from = start;
  for (let i = 0; i < AROUND && from > 0; i++) from = text.lastIndexOf('\n', from - 2) + 1;
  let to = start;
  for (let i = 0; i < AROUND && to !== -1 && to < text.length; i++) to = text.indexOf('\n', to + 1);
  const lines = text.slice(from, to === -1 ? text.length : to).split('\n');
  return lines.some((line) => USER_KEY.exec(line)?.[1] === value);
}
