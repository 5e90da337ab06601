import { MAX_PAGE_LIMIT, DEFAULT_PAGE_LIMIT } from '../../services/issues.js';
import { categoryEnum, errorResponses, idParam, issueStatusEnum, rateLimitedResponse, severityEnum, storedText, timestamp } from './common.js';

export const MAX_REASON_LENGTH = 2000;

const summaryProperties = {
  id: { type: 'string' },
  title: { type: 'string' },
  severity: { type: 'string', enum: severityEnum },
  category: { type: 'string' },
  status: { type: 'string', enum: issueStatusEnum },
  filePath: { type: 'string' },
  lineNumber: { type: 'integer' },
  codebaseId: { type: 'string' },
  branch: { type: 'string' },
  createdAt: timestamp,
  updatedAt: timestamp,
} as const;

/** The issue list's filters, shared by the list and the exports of it (exports.ts). */
export const issueFilterProperties = {
  projectId: storedText(0, 200),
  codebaseId: storedText(0, 200),
  branch: storedText(0, 255),
  status: { type: 'string', enum: issueStatusEnum },
  severity: { type: 'string', enum: severityEnum },
  category: { type: 'string', enum: categoryEnum },
} as const;

const summaryRequired = ['id', 'title', 'severity', 'category', 'status', 'filePath', 'lineNumber', 'codebaseId', 'branch', 'createdAt'];

export const listIssuesSchema = {
  summary: 'List issues of the key’s project',
  tags: ['issues'],
  querystring: {
    type: 'object',
    properties: {
      ...issueFilterProperties,
      limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT },
      // Past the end is an empty page; beyond 2^53 - 1 a number cannot be echoed back exactly: 400.
      offset: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['issues', 'total', 'limit', 'offset'],
      properties: {
        issues: { type: 'array', items: { type: 'object', required: summaryRequired, properties: summaryProperties } },
        total: { type: 'integer' },
        limit: { type: 'integer' },
        offset: { type: 'integer' },
      },
    },
    ...errorResponses(400),
    ...rateLimitedResponse,
  },
} as const;

export const getIssueSchema = {
  summary: 'Get one issue',
  tags: ['issues'],
  params: idParam('issueId', 'Issue id'),
  response: {
    200: {
      type: 'object',
      required: [...summaryRequired, 'description', 'codeSnippet', 'remediation', 'scanId'],
      properties: {
        ...summaryProperties,
        description: { type: 'string' },
        codeSnippet: { type: 'string' },
        remediation: { type: 'string' },
        scanId: { type: 'string', description: 'The last scan that found the issue' },
        firstScanId: { type: 'string', description: 'The scan that first found the issue' },
        projectId: { type: 'string' },
        ruleId: { type: 'string' },
        fingerprint: { type: 'string', description: 'Stable identity of the finding across rescans (no line numbers); SARIF partialFingerprints carry it' },
        cwe: { type: 'string' },
        columnNumber: { type: 'integer' },
        endLineNumber: { type: 'integer' },
        trace: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              filePath: { type: 'string' },
              line: { type: 'integer' },
              column: { type: 'integer' },
              message: { type: 'string' },
            },
          },
        },
      },
    },
    ...errorResponses(400, 404),
  },
} as const;

export const updateIssueSchema = {
  summary: 'Change the status of an issue',
  tags: ['issues'],
  params: idParam('issueId', 'Issue id'),
  body: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: issueStatusEnum },
      reason: { type: 'string', maxLength: MAX_REASON_LENGTH },
    },
    if: { properties: { status: { const: 'ignored' } }, required: ['status'] },
    then: { required: ['reason'] },
  },
  response: {
    200: {
      type: 'object',
      required: ['id', 'status', 'updatedAt'],
      properties: { id: { type: 'string' }, status: { type: 'string', enum: issueStatusEnum }, updatedAt: timestamp },
    },
    ...errorResponses(400, 404, 409, 415),
  },
} as const;
