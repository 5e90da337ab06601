/**
 * Schemas of the read routes the web dashboard needs beyond the spec (docs/api.md, "Dashboard
 * routes"): session, scans and branches of a codebase, issue counts, issue history, learnings.
 * Same keys, permissions, project isolation and error shape as every other route.
 */
import { listIssuesSchema } from './issues.js';
import { scanStatusSchema } from './scans.js';
import { errorResponses, idParam, issueStatusEnum, storedText, timestamp } from './common.js';

const tags = ['dashboard'];
const stringMap = { type: 'object', additionalProperties: { type: 'integer' } } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const sessionSchema = {
  summary: 'The project and role of the key in use',
  tags,
  response: {
    200: {
      type: 'object',
      required: ['projectId', 'projectName', 'plan', 'role', 'permissions'],
      properties: {
        projectId: { type: 'string' },
        projectName: { type: 'string' },
        plan: { type: 'string' },
        role: { type: 'string' },
        permissions: { type: 'array', items: { type: 'string' } },
      },
    },
    ...errorResponses(),
  },
} as const;

const { properties: scanProperties } = scanStatusSchema.response[200];

export const listCodebaseScansSchema = {
  summary: 'Scans of a codebase, newest first',
  tags,
  params: idParam('codebaseId', 'Codebase id'),
  querystring: {
    type: 'object',
    properties: {
      branch: storedText(1, 255),
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      offset: { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1, default: 0 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['scans', 'total', 'limit', 'offset'],
      properties: {
        scans: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'status', 'codebaseId', 'branch', 'createdAt', 'issuesLinked'],
            properties: {
              ...scanProperties,
              issuesLinked: { type: 'integer', description: 'Issues this scan found (open, ignored or closed now)' },
            },
          },
        },
        total: { type: 'integer' },
        limit: { type: 'integer' },
        offset: { type: 'integer' },
      },
    },
    ...errorResponses(400, 404),
  },
} as const;

export const listBranchesSchema = {
  summary: 'Branches of a codebase’s repository',
  tags,
  params: idParam('codebaseId', 'Codebase id'),
  response: {
    200: {
      type: 'object',
      required: ['branches'],
      properties: {
        branches: {
          type: 'array',
          items: { type: 'object', required: ['name', 'isDefault'], properties: { name: { type: 'string' }, isDefault: { type: 'boolean' } } },
        },
      },
    },
    ...errorResponses(400, 404, 503),
  },
} as const;

const { limit: _limit, offset: _offset, ...issueFilters } = listIssuesSchema.querystring.properties;

export const issueCountsSchema = {
  summary: 'Counts of the issues matching the list filters, by severity, status and category',
  tags,
  querystring: { type: 'object', properties: issueFilters },
  response: {
    200: {
      type: 'object',
      required: ['total', 'bySeverity', 'byStatus', 'byCategory'],
      properties: { total: { type: 'integer' }, bySeverity: stringMap, byStatus: stringMap, byCategory: stringMap },
    },
    ...errorResponses(400),
  },
} as const;

export const issueHistorySchema = {
  summary: 'History of an issue: every status change (who, why, when) and the scans that found it',
  tags,
  params: idParam('issueId', 'Issue id'),
  response: {
    200: {
      type: 'object',
      required: ['events', 'detections'],
      properties: {
        events: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'toStatus', 'createdAt'],
            properties: {
              id: { type: 'string' },
              fromStatus: { type: ['string', 'null'], enum: [...issueStatusEnum, null] },
              toStatus: { type: 'string', enum: issueStatusEnum },
              reason: nullableString,
              scanId: nullableString,
              learningId: nullableString,
              createdAt: timestamp,
              actor: {
                type: ['object', 'null'],
                description: 'The API key that made the change (name and role; never the key); null when a scan did',
                properties: { keyId: { type: 'string' }, name: nullableString, role: nullableString },
              },
            },
          },
        },
        detections: {
          type: 'array',
          items: { type: 'object', properties: { scanId: { type: 'string' }, foundAt: timestamp } },
        },
      },
    },
    ...errorResponses(400, 404),
  },
} as const;

const learningProperties = {
  id: { type: 'string' },
  scope: { type: 'string', enum: ['codebase', 'project'] },
  codebaseId: nullableString,
  ruleId: { type: 'string' },
  pathPattern: nullableString,
  reason: { type: 'string' },
  sourceIssueId: nullableString,
  appliedCount: { type: 'integer', description: 'Findings it has recorded ignored in scans' },
  suppressedCount: { type: 'integer', description: 'Issues it holds ignored now (its removal reopens them)' },
  createdAt: timestamp,
  removedAt: { type: ['string', 'null'], format: 'date-time' },
} as const;

const learningRequired = ['id', 'scope', 'ruleId', 'reason', 'suppressedCount', 'createdAt'];

export const listLearningsSchema = {
  summary: 'Learnings of the project (made by ignoring issues), in force first',
  tags,
  response: {
    200: {
      type: 'object',
      required: ['learnings'],
      properties: { learnings: { type: 'array', items: { type: 'object', required: learningRequired, properties: learningProperties } } },
    },
    ...errorResponses(),
  },
} as const;

export const getLearningSchema = {
  summary: 'One learning and the issues it suppressed (what its removal reopens)',
  tags,
  params: idParam('learningId', 'Learning id'),
  response: {
    200: {
      type: 'object',
      required: [...learningRequired, 'suppressed'],
      properties: {
        ...learningProperties,
        suppressed: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              title: { type: 'string' },
              severity: { type: 'string' },
              category: { type: 'string' },
              codebaseId: { type: 'string' },
              branch: { type: 'string' },
              filePath: { type: 'string' },
              lineNumber: { type: 'integer' },
            },
          },
        },
      },
    },
    ...errorResponses(400, 404),
  },
} as const;

export const removeLearningSchema = {
  summary: 'Remove a learning; the issues it suppressed reopen',
  tags,
  params: idParam('learningId', 'Learning id'),
  response: {
    200: {
      type: 'object',
      required: ['id', 'removedAt', 'reopenedIssueIds'],
      properties: { id: { type: 'string' }, removedAt: timestamp, reopenedIssueIds: { type: 'array', items: { type: 'string' } } },
    },
    ...errorResponses(400, 404, 409),
  },
} as const;
