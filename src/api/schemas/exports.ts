import { categoryEnum, errorResponses, issueStatusEnum, severityEnum, storedText } from './common.js';

/** The issue list's filters (no paging: an export is the whole list) and a scan. */
const exportQuery = {
  type: 'object',
  properties: {
    projectId: storedText(0, 200),
    codebaseId: storedText(0, 200),
    branch: storedText(0, 255),
    status: { type: 'string', enum: issueStatusEnum },
    severity: { type: 'string', enum: severityEnum },
    category: { type: 'string', enum: categoryEnum },
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
