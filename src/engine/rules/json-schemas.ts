/**
 * The JSON Schemas (ajv draft-07) every rule and model file is validated against when it loads;
 * the TypeScript shapes they produce are in schema.ts. Keep the two in step.
 */
import { CATEGORIES, SEVERITIES } from '../findings.js';
import { LANGUAGE_IDS } from './schema.js';


const namePattern = {
  anyOf: [
    { type: 'string', minLength: 1 },
    { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
  ],
};
const kindName = { type: 'string', pattern: '^(\\*|[a-z][a-z0-9-]*)$' };
const constant = { type: ['string', 'number', 'boolean', 'null'] };
const flowEnd = { anyOf: [{ enum: ['args', 'receiver', 'return'] }, { type: 'integer', minimum: 0 }] };

const checkSchema = {
  $id: 'vigil:check',
  anyOf: [
    { type: 'object', required: ['all'], additionalProperties: false, properties: { all: { type: 'array', items: { $ref: 'vigil:check' } } } },
    { type: 'object', required: ['any'], additionalProperties: false, properties: { any: { type: 'array', items: { $ref: 'vigil:check' } } } },
    { type: 'object', required: ['not'], additionalProperties: false, properties: { not: { $ref: 'vigil:check' } } },
    {
      type: 'object',
      additionalProperties: false,
      anyOf: [{ required: ['arg'] }, { required: ['kwarg'] }, { required: ['assigned'] }, { required: ['receiver'] }],
      properties: {
        arg: { anyOf: [{ type: 'integer', minimum: 0 }, { const: 'any' }] },
        kwarg: { type: 'string' },
        assigned: { const: true },
        receiver: { const: true },
        field: { type: 'string' },
        missing: { const: true },
        present: { const: true },
        equals: constant,
        in: { type: 'array', items: constant, minItems: 1 },
        regex: { type: 'string' },
        prefixRegex: { type: 'string' },
        textRegex: { type: 'string' },
        ignoreCase: { type: 'boolean' },
        qualified: { type: 'array', items: { type: 'string' }, minItems: 1 },
        type: { type: 'array', items: { type: 'string' }, minItems: 1 },
        notConstant: { const: true },
        state: kindName,
        prefix: { type: 'string' },
        onlyFields: { type: 'array', items: { type: 'string' }, minItems: 1 },
      },
    },
  ],
};
const checks = { anyOf: [{ $ref: 'vigil:check' }, { type: 'array', items: { $ref: 'vigil:check' } }] };

export const modelFileSchema = {
  $id: 'vigil:model',
  type: 'object',
  additionalProperties: false,
  properties: {
    sources: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind'],
        additionalProperties: false,
        oneOf: [{ required: ['path'] }, { required: ['call'] }, { required: ['param'] }],
        properties: {
          kind: kindName,
          path: namePattern,
          call: namePattern,
          args: { type: 'array', items: { type: 'integer', minimum: 0 } },
          label: { type: 'string' },
          numeric: { type: 'boolean' },
          sanitized: { type: 'array', items: kindName },
          when: checks,
          callbackParams: { type: 'array', items: { type: 'integer', minimum: 0 } },
          param: {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            properties: {
              annotation: namePattern,
              functionAnnotation: namePattern,
              exceptTypes: { type: 'array', items: { type: 'string' } },
              types: { type: 'array', items: { type: 'string' } },
              exceptWhen: {
                type: 'object',
                additionalProperties: false,
                minProperties: 1,
                properties: { annotation: namePattern, paramTypes: { type: 'array', items: { type: 'string' } }, paramAnnotation: namePattern },
              },
            },
          },
        },
      },
    },
    sinks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind'],
        additionalProperties: false,
        oneOf: [{ required: ['call'] }, { required: ['assign'] }, { required: ['return'] }],
        properties: {
          kind: kindName,
          call: namePattern,
          return: {
            type: 'object',
            anyOf: [{ required: ['functionAnnotation'] }, { required: ['classExtends'] }],
            additionalProperties: false,
            properties: {
              functionAnnotation: namePattern,
              classExtends: { type: 'string' },
              methods: { type: 'array', items: { type: 'string' } },
              bodyAnnotation: namePattern,
              returnTypes: { type: 'array', items: { type: 'string' } },
              when: checks,
              viewResponse: { type: 'boolean' },
              value: checks,
            },
          },
          keys: { type: 'boolean' },
          args: { type: 'array', items: { type: 'integer', minimum: 0 } },
          kwargs: { type: 'array', items: { type: 'string' } },
          fields: { type: 'array', items: { type: 'string' } },
          receiver: { type: 'boolean' },
          deep: { type: 'boolean' },
          unescapedTemplateVars: { type: 'boolean' },
          assign: namePattern,
          when: checks,
          label: { type: 'string' },
        },
      },
    },
    sanitizers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kinds'],
        additionalProperties: false,
        oneOf: [{ required: ['call'] }, { required: ['member'] }],
        properties: {
          kinds: { type: 'array', items: kindName, minItems: 1 },
          call: namePattern,
          member: { type: 'string' },
          when: checks,
        },
      },
    },
    propagators: {
      type: 'array',
      items: {
        type: 'object',
        required: ['call', 'from', 'to'],
        additionalProperties: false,
        properties: {
          call: namePattern,
          from: { type: 'array', items: flowEnd, minItems: 1 },
          to: { type: 'array', items: flowEnd, minItems: 1 },
          decodes: { type: 'boolean' },
        },
      },
    },
    types: {
      type: 'array',
      items: {
        type: 'object',
        required: ['call'],
        oneOf: [{ required: ['returns'] }, { required: ['returnsInstanceOf'] }],
        additionalProperties: false,
        properties: { call: namePattern, returns: { type: 'string' }, returnsInstanceOf: { type: 'integer', minimum: 0 }, states: { type: 'array', items: kindName, minItems: 1 }, when: checks },
      },
    },
    supertypes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'extends'],
        additionalProperties: false,
        properties: { type: { type: 'string' }, extends: { type: 'array', items: { type: 'string' }, minItems: 1 } },
      },
    },
    callbacks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['params'],
        additionalProperties: false,
        oneOf: [{ required: ['call'] }, { required: ['export'] }, { required: ['classExtends'] }],
        properties: {
          call: namePattern,
          export: namePattern,
          pathGlob: { type: 'string' },
          classExtends: { type: 'string' },
          methods: { type: 'array', items: { type: 'string' } },
          params: { type: 'array', items: { type: ['string', 'null'] } },
        },
      },
    },
    containers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['call', 'op'],
        additionalProperties: false,
        properties: {
          call: namePattern,
          op: { enum: ['put', 'get', 'add', 'remove'] },
          key: { type: 'integer', minimum: 0 },
          value: { type: 'integer', minimum: 0 },
          default: { type: 'integer', minimum: 0 },
          section: { type: 'integer', minimum: 0 },
          rest: { type: 'boolean' },
          insertAt: { type: 'integer', minimum: 0 },
        },
      },
    },
    config: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        oneOf: [{ required: ['call', 'key'] }, { required: ['path'] }],
        properties: {
          call: namePattern,
          key: { type: 'integer', minimum: 0 },
          default: { type: 'integer', minimum: 0 },
          path: namePattern,
        },
      },
    },
    states: {
      type: 'array',
      items: {
        type: 'object',
        required: ['call'],
        additionalProperties: false,
        oneOf: [{ required: ['set'] }, { required: ['clear'] }],
        properties: {
          call: namePattern,
          set: kindName,
          clear: kindName,
          when: checks,
        },
      },
    },
    pathBuilders: {
      type: 'array',
      items: { type: 'object', required: ['call'], additionalProperties: false, properties: { call: namePattern } },
    },
  },
};

const ruleBaseProperties = {
  id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  languages: { type: 'array', items: { enum: LANGUAGE_IDS }, minItems: 1, uniqueItems: true },
  category: { enum: CATEGORIES },
  cwe: { type: 'string', pattern: '^CWE-\\d+$' },
  relatedCwes: { type: 'array', items: { type: 'string', pattern: '^CWE-\\d+$' }, minItems: 1, uniqueItems: true },
  severity: { enum: SEVERITIES },
  title: { type: 'string', minLength: 5 },
  description: { type: 'string', minLength: 20 },
  remediation: { type: 'string', minLength: 20 },
  precision: { enum: ['high', 'medium', 'low'] },
  references: { type: 'array', items: { type: 'string', pattern: '^https://[^\\s]+$' }, minItems: 1, uniqueItems: true },
  models: { $ref: 'vigil:model' },
};
const ruleBaseRequired = ['id', 'languages', 'kind', 'category', 'cwe', 'severity', 'title', 'description', 'remediation', 'references'];

export const ruleSchema = {
  $id: 'vigil:rule',
  oneOf: [
    {
      type: 'object',
      required: [...ruleBaseRequired, 'taint'],
      additionalProperties: false,
      properties: {
        ...ruleBaseProperties,
        kind: { const: 'taint' },
        taint: {
          type: 'object',
          required: ['sources', 'sinks'],
          additionalProperties: false,
          properties: {
            sources: { type: 'array', items: kindName, minItems: 1 },
            sinks: { type: 'array', items: kindName, minItems: 1 },
            sanitizers: { type: 'array', items: kindName },
          },
        },
      },
    },
    {
      type: 'object',
      required: [...ruleBaseRequired, 'match'],
      additionalProperties: false,
      properties: {
        ...ruleBaseProperties,
        kind: { const: 'pattern' },
        match: {
          type: 'object',
          additionalProperties: false,
          oneOf: [{ required: ['call'] }, { required: ['assign'] }],
          properties: {
            call: namePattern,
            new: { type: 'boolean' },
            exceptContentDigest: { type: 'boolean' },
            assign: namePattern,
            where: checks,
            message: { type: 'string' },
          },
        },
      },
    },
  ],
};

export const schemas = [checkSchema, modelFileSchema, ruleSchema];
