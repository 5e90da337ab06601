import { errorResponses, storedText } from './common.js';
import { issueFilterProperties } from './issues.js';

/** The issue list's filters (no paging: an export is the whole list) and a scan. */
const exportQuery = {
  type: 'object',
  properties: {
    ...issueFilterProperties,
    scanId: { ...storedText(1, 200), description: 'Only the issues this scan found' },
  },
} as const;

export const exportSarifSchema = {
  summary: 'Export issues as SARIF 2.1.0',
  description:
    'The issues matching the filters (those of GET /v1/issues, plus scanId), as one SARIF 2.1.0 run: fingerprints in partialFingerprints (vigilFingerprint/v1), traces as codeFlows, and ignored issues as suppressions (kind external) with the reason they were ignored. At most 20,000 issues (400 beyond: narrow the filters).',
  tags: ['exports'],
  produces: ['application/sarif+json'],
  querystring: exportQuery,
  response: {
    200: { description: 'A SARIF 2.1.0 log', type: 'object', additionalProperties: true },
    ...errorResponses(400, 404),
  },
} as const;

export const exportCsvSchema = {
  summary: 'Export issues as CSV',
  description:
    'The issues matching the filters as RFC 4180 CSV with a header row (id, severity, status, title, category, ruleId, cwe, filePath, lineNumber, codebaseId, branch, fingerprint, createdAt, updatedAt, ignoredReason). Every field is quoted; a cell starting with = + - @, tab or carriage return is prefixed with an apostrophe so spreadsheets never run it as a formula.',
  tags: ['exports'],
  produces: ['text/csv'],
  querystring: exportQuery,
  response: {
    200: { description: 'CSV, UTF-8', type: 'string' },
    ...errorResponses(400, 404),
  },
} as const;

/** Largest SARIF import body: a log of 10,000 results with traces fits. */
export const IMPORT_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

export const importSarifSchema = {
  summary: 'Import a SARIF 2.1.0 log into the issues of a codebase branch',
  description:
    'Each result becomes an issue of the branch (open, or ignored with the justification of an accepted suppression as reason), identified by Vigil’s fingerprint when the log carries one (vigilFingerprint/v1) or else by a hash of tool, rule, path and the tool’s partial fingerprints (never the line); a result meeting an existing issue keeps it and its triage. Nothing is closed. The import is recorded as a completed scan (scanId). At most 10,000 results and 32 MiB. Needs the issue:update permission (roles developer, security_engineer, admin).',
  tags: ['exports'],
  body: {
    type: 'object',
    required: ['codebaseId', 'branch', 'sarif'],
    properties: {
      codebaseId: storedText(1, 200),
      branch: storedText(1, 255),
      sarif: { type: 'object', description: 'A SARIF 2.1.0 log', additionalProperties: true },
    },
  },
  response: {
    201: {
      type: 'object',
      required: ['scanId', 'created', 'matched', 'ignored', 'skipped'],
      properties: {
        scanId: { type: 'string', description: 'The scan recording the import' },
        created: { type: 'integer', description: 'New issues' },
        matched: { type: 'integer', description: 'Results that met an existing issue' },
        ignored: { type: 'integer', description: 'Issues recorded ignored by the import' },
        skipped: {
          type: 'array',
          description: 'Results not imported, with the reason (no rule id, no location in the repository, duplicate fingerprint)',
          items: { type: 'object', properties: { run: { type: 'integer' }, result: { type: 'integer' }, reason: { type: 'string' } } },
        },
      },
    },
    ...errorResponses(400, 404, 413, 415),
  },
} as const;
