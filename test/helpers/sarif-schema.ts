/**
 * The parts of the SARIF 2.1.0 JSON schema (OASIS sarif-schema-2.1.0.json) that Vigil's reports
 * use, transcribed as a JSON Schema for ajv: the required properties, types and enumerations of
 * sarifLog, run, tool, reportingDescriptor, result, location, region, codeFlow, threadFlow and
 * suppression. The official file is not on this machine (no network); this subset follows it
 * property for property for what it covers, and forbids nothing the official schema allows.
 */
const message = { type: 'object', anyOf: [{ required: ['text'] }, { required: ['id'] }], properties: { text: { type: 'string' }, markdown: { type: 'string' }, id: { type: 'string' } } };
const multiformatMessage = { type: 'object', required: ['text'], properties: { text: { type: 'string' }, markdown: { type: 'string' } } };
const artifactLocation = { type: 'object', properties: { uri: { type: 'string', format: 'uri-reference' }, uriBaseId: { type: 'string' }, index: { type: 'integer', minimum: -1 } } };
const region = {
  type: 'object',
  properties: {
    startLine: { type: 'integer', minimum: 1 },
    startColumn: { type: 'integer', minimum: 1 },
    endLine: { type: 'integer', minimum: 1 },
    endColumn: { type: 'integer', minimum: 1 },
    snippet: { type: 'object', properties: { text: { type: 'string' } } },
  },
};
const location = {
  type: 'object',
  properties: {
    physicalLocation: { type: 'object', anyOf: [{ required: ['address'] }, { required: ['artifactLocation'] }], properties: { artifactLocation, region } },
    message,
  },
};
const level = { enum: ['none', 'note', 'warning', 'error'] };
const propertyBag = { type: 'object', properties: { tags: { type: 'array', uniqueItems: true, items: { type: 'string' } } } };

export const SARIF_2_1_0_SUBSET = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['version', 'runs'],
  properties: {
    $schema: { type: 'string', format: 'uri' },
    version: { enum: ['2.1.0'] },
    runs: {
      type: ['array', 'null'],
      items: {
        type: 'object',
        required: ['tool'],
        properties: {
          tool: {
            type: 'object',
            required: ['driver'],
            properties: {
              driver: {
                type: 'object',
                required: ['name'],
                properties: {
                  name: { type: 'string' },
                  version: { type: 'string' },
                  informationUri: { type: 'string', format: 'uri' },
                  rules: {
                    type: 'array',
                    uniqueItems: true,
                    items: {
                      type: 'object',
                      required: ['id'],
                      properties: {
                        id: { type: 'string' },
                        name: { type: 'string' },
                        shortDescription: multiformatMessage,
                        fullDescription: multiformatMessage,
                        help: multiformatMessage,
                        defaultConfiguration: { type: 'object', properties: { level, enabled: { type: 'boolean' } } },
                        properties: propertyBag,
                      },
                    },
                  },
                },
              },
            },
          },
          invocations: { type: 'array', items: { type: 'object', required: ['executionSuccessful'], properties: { executionSuccessful: { type: 'boolean' } } } },
          originalUriBaseIds: { type: 'object', additionalProperties: artifactLocation },
          results: {
            type: ['array', 'null'],
            items: {
              type: 'object',
              required: ['message'],
              properties: {
                ruleId: { type: 'string' },
                ruleIndex: { type: 'integer', minimum: -1 },
                level,
                kind: { enum: ['notApplicable', 'pass', 'fail', 'review', 'open', 'informational'] },
                message,
                locations: { type: 'array', items: location },
                partialFingerprints: { type: 'object', additionalProperties: { type: 'string' } },
                fingerprints: { type: 'object', additionalProperties: { type: 'string' } },
                codeFlows: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['threadFlows'],
                    properties: {
                      threadFlows: {
                        type: 'array',
                        minItems: 1,
                        items: {
                          type: 'object',
                          required: ['locations'],
                          properties: { locations: { type: 'array', minItems: 1, items: { type: 'object', properties: { location } } } },
                        },
                      },
                    },
                  },
                },
                suppressions: {
                  type: 'array',
                  uniqueItems: true,
                  items: {
                    type: 'object',
                    required: ['kind'],
                    properties: { kind: { enum: ['inSource', 'external'] }, status: { enum: ['accepted', 'underReview', 'rejected'] }, justification: { type: 'string' } },
                  },
                },
                properties: propertyBag,
              },
            },
          },
        },
      },
    },
  },
} as const;
