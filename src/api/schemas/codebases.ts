import { errorResponses, idParam, storedText, timestamp } from './common.js';

export const codebaseSchema = {
  type: 'object',
  required: ['id', 'name', 'projectId'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    url: { type: 'string', description: 'https or ssh URL, never with credentials; a local repository shows its folder name only' },
    defaultBranchName: { type: 'string' },
    projectId: { type: 'string' },
    createdAt: timestamp,
    updatedAt: timestamp,
  },
} as const;

export const listCodebasesSchema = {
  summary: 'List the codebases of the key’s project',
  tags: ['codebases'],
  response: { 200: { type: 'array', items: codebaseSchema }, ...errorResponses() },
} as const;

export const getCodebaseSchema = {
  summary: 'Get one codebase',
  tags: ['codebases'],
  params: idParam('codebaseId', 'Codebase id'),
  response: { 200: codebaseSchema, ...errorResponses(400, 404) },
} as const;

export const listFilesSchema = {
  summary: 'List the files of a codebase branch',
  tags: ['codebases'],
  params: idParam('codebaseId', 'Codebase id'),
  querystring: {
    type: 'object',
    required: ['branchName'],
    properties: { branchName: storedText(1, 255) },
  },
  response: {
    200: {
      type: 'object',
      required: ['files'],
      properties: {
        files: {
          type: 'array',
          items: {
            type: 'object',
            required: ['fileId', 'filePath', 'version', 'isIndexed', 'isScanned'],
            properties: {
              fileId: { type: 'string' },
              filePath: { type: 'string' },
              version: { type: 'string', description: 'Git blob id of the file on the branch head' },
              isIndexed: { type: 'boolean' },
              isScanned: { type: 'boolean' },
            },
          },
        },
      },
    },
    ...errorResponses(400, 404, 503),
  },
} as const;
