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

/**
 * git's words for a remote that lacks objects its own refs need (a repository copied without all
 * its objects, an object file deleted or damaged there): upload-pack dies reading them. The
 * remote's lines come prefixed with `remote:`; the last phrase is the client's own, when the pack
 * it received leaves objects out.
 */
const REMOTE_INCOMPLETE = /repository corruption on the remote side|did not send all necessary objects|^remote: (?:fatal|error): (?:unable to read|could not read|bad (?:tree |commit |blob |tag )?object|missing )/im;
/** A remote's line naming one object it could not read (not "failed to traverse parents of commit X": X is there). */
const MISSING_OBJECT_LINE = /^remote: (?:fatal|error): (?:unable to read|could not read|bad (?:tree |commit |blob |tag )?object|missing (?:tree|blob|commit|tag)(?: object)?)\s+([0-9a-f]{40}(?:[0-9a-f]{24})?)\b/gim;
/** Ids named at most, so a message stays one readable sentence. */
const MAX_NAMED_OBJECTS = 3;

/**
 * When the repository at the codebase URL misses objects its history refers to: one sentence
 * naming them (object ids only: no path, URL or ref content) and what to do; otherwise undefined.
 */
export function describeMissingObjects(error: GitError): string | undefined {
  const text = `${error.stderr}\n${error.message}`;
  if (!REMOTE_INCOMPLETE.test(text)) return undefined;
  const ids = [...new Set([...text.matchAll(MISSING_OBJECT_LINE)].map((match) => match[1]!.toLowerCase()))];
  const named = ids.length === 0 ? 'git did not name them' : ids.slice(0, MAX_NAMED_OBJECTS).join(', ') + (ids.length > MAX_NAMED_OBJECTS ? ` and ${ids.length - MAX_NAMED_OBJECTS} more` : '');
  return (
    `the repository at the codebase URL is missing objects its history refers to (${named}), so it cannot be fetched: ` +
    'it is incomplete or damaged there; check it where it is hosted (git fsck), push or copy its complete history again, then retry'
  );
}

export function describeFetchFailure(error: GitError): string {
  const missing = describeMissingObjects(error);
  if (missing) return missing;
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
