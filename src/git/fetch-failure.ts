/**
 * A failed clone or fetch as one sentence a user can act on (a scan's failureReason). git's own
 * stderr ends with advice ("and the repository exists.") and names server paths and URLs, so it
 * is classified rather than quoted; only an unknown failure quotes git's first error line, with
 * URLs, paths and quoted names taken out. Credentials never appear: URLs are removed entirely.
 */
import { GitError, GitOutputLimitError, GitTimeoutError } from './errors.js';

const CAUSES: readonly { test: RegExp; sentence: string }[] = [
  {
    test: /could not resolve (host|hostname)|name or service not known|temporary failure in name resolution|nodename nor servname/i,
    sentence: "the server's host name could not be resolved",
  },
  {
    test: /connection refused|couldn't connect|failed to connect|connection timed out|network is unreachable|no route to host|operation timed out|connection reset/i,
    sentence: 'the server could not be reached (connection refused, reset or timed out)',
  },
  { test: /host key verification failed/i, sentence: "the server's SSH host key is not known to this Vigil server" },
  { test: /ssl|certificate|tls/i, sentence: "the server's TLS certificate was not accepted" },
  {
    test: /authentication failed|could not read (username|password)|terminal prompts disabled|permission denied|access denied|\b40[13]\b|invalid credentials|invalid username or password/i,
    sentence: 'the server refused access: the credentials are missing, wrong or cannot read this repository',
  },
  {
    test: /not found|does not exist|does not appear to be a git repository|no such file or directory|not a git repository/i,
    sentence: 'no repository was found at the codebase URL (or its credentials cannot see it)',
  },
  {
    test: /could not read from remote repository/i,
    sentence: 'the server refused access or has no such repository',
  },
];

/** Takes URLs, scp-like addresses, absolute paths and quoted names out of a line of git's output. */
function withoutLocations(line: string): string {
  return line
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"]+/gi, '<url>')
    .replace(/\b[^\s@'"]+@[^\s:'"]+:[^\s'"]*/g, '<url>')
    // A quoted name (a word's apostrophe, as in "Couldn't", is not a quote).
    .replace(/(^|[\s(])(?:'[^']*'|"[^"]*")(?=[\s:,.;)]|$)/g, "$1'…'")
    .replace(/(^|[\s(=])\/[^\s'":]*/g, '$1<path>');
}

export function describeFetchFailure(error: GitError): string {
  if (error instanceof GitTimeoutError) return 'git did not finish within its time limit (the repository may be too large or the server too slow)';
  if (error instanceof GitOutputLimitError) return 'git wrote more output than Vigil allows';
  // Classified on the text without its locations, so a path or host name cannot look like a cause.
  const lines = `${error.stderr}\n${error.message}`.split('\n').map((line) => withoutLocations(line.trim()));
  const text = lines.join('\n');
  const cause = CAUSES.find(({ test }) => test.test(text));
  if (cause) return cause.sentence;
  const said = lines.find((line) => /^(fatal|error):/i.test(line));
  const code = error.exitCode === null ? '' : ` (exit ${error.exitCode})`;
  return said ? `git failed${code}: ${said.replace(/^(fatal|error):\s*/i, '').slice(0, 200)}` : `git failed${code} without saying why`;
}
