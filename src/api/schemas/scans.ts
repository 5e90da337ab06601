import { errorResponses, idParam, rateLimitedResponse, scanStatusEnum, storedText, timestamp } from './common.js';

/** The largest fileIds list a scan start accepts. */
export const MAX_FILE_IDS = 10_000;

export const startScanSchema = {
  summary: 'Start a scan of one branch of a codebase',
  tags: ['scans'],
  body: {
    type: 'object',
    required: ['codebaseId', 'branch'],
    properties: {
      codebaseId: storedText(1, 200),
      branch: storedText(1, 255),
      scanSpecificFiles: { type: 'boolean' },
      fileIds: { type: 'array', maxItems: MAX_FILE_IDS, items: storedText(1, 200) },
    },
  },
  response: {
    201: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
    ...errorResponses(400, 404, 415, 503),
    ...rateLimitedResponse,
  },
} as const;

export const scanStatusSchema = {
  summary: 'Get the status of a scan',
  tags: ['scans'],
  params: idParam('scanId', 'Scan id'),
  response: {
    200: {
      type: 'object',
      required: ['id', 'status', 'projectId', 'codebaseId', 'branch', 'createdAt'],
      properties: {
        id: { type: 'string' },
        status: { type: 'string', enum: scanStatusEnum },
        projectId: { type: 'string' },
        codebaseId: { type: 'string' },
        branch: { type: 'string' },
        createdAt: timestamp,
        completedAt: { ...timestamp, description: 'Present once the scan has completed' },
        startedAt: timestamp,
        updatedAt: timestamp,
        commitSha: { type: 'string', description: 'Commit the branch resolved to, once the scan runs' },
        failureReason: { type: 'string', description: 'Present when the scan failed' },
        filesTotal: { type: 'integer' },
        filesScanned: { type: 'integer' },
      },
    },
    ...errorResponses(400, 404),
    ...rateLimitedResponse,
  },
} as const;
