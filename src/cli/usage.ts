/**
 * Argument handling shared by the commands: node:util parseArgs in strict mode, with every
 * problem turned into a UsageError (one line on stderr, exit code 2).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage:
  vigil serve [--port N] [--host H] [--rate-limit]
  vigil worker [...]
  vigil scan PATH [...]
  vigil ci --url URL --codebase CID --branch B [--files PATH...] [--fail-on SEVERITY] [--format text|sarif|json] [--output FILE] [--diff-base REF]
  vigil rules list [--language javascript|python|java|go|php|secrets] [--json]
  vigil rules show RULE_ID [--json]
  vigil admin project create --name N [--plan enterprise|team|free] [--json]
  vigil admin key create --project ID_OR_NAME --role viewer|developer|security_engineer|admin [--name N] [--expires-at ISO] [--json]
  vigil admin key revoke --id KID [--json]
  vigil admin key list --project ID_OR_NAME [--json]
  vigil admin codebase add --project ID_OR_NAME --name N --url URL_OR_LOCAL_PATH [--default-branch B] [--json]
  vigil admin codebase remove --id CID [--json]
  vigil admin learning list --project ID_OR_NAME [--json]
  vigil admin learning show --id LID [--project ID_OR_NAME] [--dry-run] [--json]
  vigil admin learning dry-run --id LID [--project ID_OR_NAME] [--json]
  vigil admin learning remove --id LID [--project ID_OR_NAME] [--json]
  vigil admin learning scope --id LID --scope codebase|project [--project ID_OR_NAME] [--json]
  vigil admin issue history --id IID [--json]
  vigil admin webhook add --project ID_OR_NAME --url URL [--events scan.completed,scan.failed,issue.created,issue.status_changed] [--json]
  vigil admin webhook list --project ID_OR_NAME [--json]
  vigil admin webhook remove --id WID [--json]
  vigil admin webhook rotate-secret --id WID [--json]
  vigil admin webhook deliveries --id WID [--json]`;

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses `--flag value` options; no positionals are accepted. */
export function parseOptions<T extends Options>(argv: string[], options: T, command: string) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message.split('\n')[0]}`);
  }
}

export function requireOption(value: string | undefined, flag: string, command: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${command}: --${flag} is required`);
  return value;
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string, command: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`${command}: --${flag} must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

export function parsePort(value: string, flag: string, command: string): number {
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`${command}: --${flag} must be an integer from 0 to 65535 (got "${value}")`);
  }
  return port;
}
