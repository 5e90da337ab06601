/**
 * Hostile requests generated from the OpenAPI document the server serves: each operation's valid
 * request (path parameters, query parameters and JSON body built from its schemas, with real ids),
 * then one to three mutations drawn by fast-check. The requests are raw (method, already-encoded
 * path, headers, body bytes) so nothing between the test and the server normalises them away:
 * fetch's URL parser would resolve `%2E%2E` and re-encode bad percent-encodings.
 */
import fc from 'fast-check';

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

/** The ids and names a valid request uses: real things of the caller's project. */
export interface KnownValues {
  ids: Record<string, string>;
  branch: string;
  key: string;
  /** Operations open without a key (their answer to a missing key is not a 401). */
  publicTemplates: string[];
}

export interface Operation {
  method: string;
  template: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: operation.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** A request as it goes on the wire. */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer;
  /** Sent with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: boolean;
  /** What was done to the valid request, for the failure message. */
  mutations: string[];
  /** Whether the request is certainly invalid, so only a 4xx is right. */
  mustReject: boolean;
}

/**
 * Strings as percent-encoded UTF-8, lone surrogates included (as the three bytes WTF-8 gives
 * them, which are not valid UTF-8): encodeURIComponent throws on those.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/^[A-Za-z0-9\-_.~]$/.test(char)) {
      out += char;
      continue;
    }
    const bytes: number[] = [];
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** Hostile text: unicode edge cases, injection strings, numbers in every odd spelling. */
const HOSTILE_TEXT = [
  '', ' ', '\t', 'null', 'undefined', 'true', '[]', '{}',
  '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\u202Eevil\u202C', '\u200B', '\u200B\u200C\u200D\uFEFF', '\u3164', 'e\u0301'.repeat(50), 'مرحبا بالعالم', '𝒳𝒴😀', 'İıſK',
  "' OR '1'='1", "'; DROP TABLE issues; --", '" OR ""="', '1; SELECT pg_sleep(30)--', "1' UNION SELECT key_hash FROM api_keys--", '\\', "\\'", '%', '_', '%%',
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd', 'file:///etc/passwd', '.', '..', '/', '//', '~root',
  '{{7*7}}', '${7*7}', '<%= 7*7 %>', '#{7*7}', '<script>alert(1)</script>', '{"$gt":""}', '$where', '__proto__', 'constructor', '%s%s%n', '\r\nX-Injected: 1',
  '-1', '0', '-0', '1.5', '1e308', '1e400', '1e-7', '9223372036854775808', '18446744073709551616', '9007199254740993', 'NaN', 'Infinity', '-Infinity', '0x10', '1_000', ' 1', '1 ', '+1', '00', '010', '1e2', '1E2', '.5', '5.',
  'x'.repeat(201), 'x'.repeat(256), 'x'.repeat(2001), 'x'.repeat(20_000),
];

/** Any 16-bit code units, so lone surrogates and controls come up. */
const codeUnitString = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 });
export const hostileText = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) }, { weight: 1, arbitrary: codeUnitString }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) });

/** Path segments as sent (already encoded): encoded slashes and dots, bad encodings, absurd lengths. */
const HOSTILE_SEGMENTS = [
  '%2F', 'a%2Fb', '%2f..%2f', '%2E%2E', '%2e%2e', '%2E', '.', '..', '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd', '..%2F..%2Fapi_keys', '%5C..%5C',
  '%00', 'x%00', '%25', '%25%32%46', '%ZZ', '%', '%E0%A4%A', '%C0%AE%C0%AE', '%ED%A0%80', '%EF%BB%BF', '%FF%FE',
  ';', 'a;b=c', '*', '%20', '%0A', '%0D%0A', '~', '%7B%7B7*7%7D%7D', "'%20OR%20'1'%3D'1", 'i'.repeat(201), 'i'.repeat(1025), 'i'.repeat(9000),
];
const hostileSegment = fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS), hostileText.map(percentEncode));

/** Query values as sent: hostile text encoded, and raw bad encodings. */
const hostileQueryValue = fc.oneof(hostileText.map(percentEncode), fc.constantFrom('%ZZ', '%', '%00', '%ED%A0%80', '%2E%2E%2F', 'a+b', '%2B1', '1%00'));

/** JSON values of every type, for fields of a body. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [''], [null], { $gt: '' }, { __proto__: null }, Array.from({ length: 10_001 }, (_, i) => `f${i}`)),
  hostileText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileText, { maxLength: 5 }),
);

const CONTENT_TYPES = [
  'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', '',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/json;;', 'application/vnd.api+json', 'application/jsonx', '*/*', 'application/json, text/plain',
];

/** Largest body the server accepts (src/api/app.ts); a mutation goes just over it. */
export interface FuzzLimits {
  bodyLimitBytes: number;
}

type Mutation = (request: Draft) => void;

/** A request under construction: mutations edit its parts before it is put on the wire. */
interface Draft {
  operation: Operation;
  segments: Record<string, string>;
  query: [string, string][];
  rawQuery?: string;
  body: unknown;
  rawBody?: Buffer;
  chunked?: boolean;
  contentType?: string;
  authorization: string | string[] | undefined;
  extraHeaders: Record<string, string>;
  method: string;
  mutations: string[];
  /** Certainly invalid for reasons outside the body (the key). */
  mustReject: boolean;
  /** The JSON value in `body` is certainly invalid for the route. */
  objectRejects: boolean;
  /** The bytes in `rawBody` (which win over `body`) are certainly invalid for the route. */
  rawRejects: boolean;
}

function validValue(name: string, schema: JsonSchema, known: KnownValues): unknown {
  if (known.ids[name] !== undefined) return known.ids[name];
  if (name === 'branch' || name === 'branchName') return known.branch;
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'integer') return schema.minimum ?? 0;
  if (schema.type === 'boolean') return false;
  if (schema.type === 'array') return [];
  return 'x';
}

function validDraft(operation: Operation, known: KnownValues): Draft {
  const segments: Record<string, string> = {};
  for (const name of operation.pathParams) segments[name] = percentEncode(String(validValue(name, { type: 'string' }, known)));
  const query: [string, string][] = operation.query.filter((q) => q.required).map((q) => [q.name, percentEncode(String(validValue(q.name, q.schema, known)))]);
  let body: unknown;
  if (operation.body) {
    const object: Record<string, unknown> = {};
    for (const name of operation.body.required ?? []) object[name] = validValue(name, operation.body.properties?.[name] ?? {}, known);
    body = object;
  }
  return { operation, segments, query, body, authorization: `Bearer ${known.key}`, extraHeaders: {}, method: operation.method, mutations: [], mustReject: false, objectRejects: false, rawRejects: false };
}

/** Sets an own field, even `__proto__` (an assignment would change the prototype instead). */
function setField(object: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(object, name, { value, enumerable: true, configurable: true, writable: true });
}

/** The body as an object to edit; an edit replaces any raw bytes set before. */
function bodyObject(draft: Draft): Record<string, unknown> {
  draft.rawBody = undefined;
  draft.chunked = undefined;
  if (draft.body === null || typeof draft.body !== 'object' || Array.isArray(draft.body)) draft.body = {};
  return draft.body as Record<string, unknown>;
}

/** The mutations that apply to an operation, each an arbitrary of edits. */
function mutationsFor(operation: Operation, known: KnownValues, limits: FuzzLimits): fc.Arbitrary<Mutation>[] {
  const list: fc.Arbitrary<Mutation>[] = [];
  const queryNames = operation.query.map((q) => q.name);
  const bodyFields = Object.keys(operation.body?.properties ?? {});

  if (operation.pathParams.length > 0) {
    list.push(
      fc.tuple(fc.constantFrom(...operation.pathParams), hostileSegment).map(([name, segment]) => (d: Draft) => {
        d.segments[name] = segment;
        d.mutations.push(`path ${name}=${segment.slice(0, 60)}`);
      }),
    );
  }
  if (queryNames.length > 0) {
    list.push(
      fc.tuple(fc.constantFrom(...queryNames), hostileQueryValue).map(([name, value]) => (d: Draft) => {
        d.query = d.query.filter(([n]) => n !== name).concat([[name, value]]);
        d.mutations.push(`query ${name}=${value.slice(0, 60)}`);
      }),
      fc.tuple(fc.constantFrom(...queryNames), hostileQueryValue, hostileQueryValue).map(([name, a, b]) => (d: Draft) => {
        d.query.push([name, a], [name, b]);
        d.mutations.push(`duplicate query ${name}`);
      }),
      fc.constantFrom('limit', 'offset').chain((name) =>
        fc.constantFrom('-1', '-0.5', '0.5', '1.5', '1e20', '1e400', '1e-3', '-1e20', '9223372036854775808', '99999999999999999999999', '1e2', '1E+2', '0e0', '+5', '1%2E5').map((value) => (d: Draft) => {
          d.query.push([name, value]);
          d.mutations.push(`paging ${name}=${value}`);
        }),
      ),
    );
  }
  list.push(
    fc.tuple(fc.oneof(fc.constantFrom('unknown', '__proto__', 'constructor', 'admin', 'projectId', 'role', 'limit[]', 'limit[a]', 'a.b', ''), fc.string({ maxLength: 10 })), hostileQueryValue).map(
      ([name, value]) => (d: Draft) => {
        d.query.push([percentEncode(name), value]);
        d.mutations.push(`unknown query ${name}`);
      },
    ),
    fc.constantFrom('&&&', '=', 'limit', '&limit', 'offset=&limit=', '%ZZ=1', 'a=%', 'x=' + 'y'.repeat(20_000), '__proto__[x]=1', 'constructor[prototype][x]=1').map((raw) => (d: Draft) => {
      d.rawQuery = raw;
      d.mutations.push(`raw query ${raw.slice(0, 40)}`);
    }),
    fc.constantFrom<[string, string | string[] | undefined]>(
      ['no key', undefined],
      ['empty bearer', 'Bearer '],
      ['basic', 'Basic dXNlcjpwYXNz'],
      ['hostile key', "Bearer ' OR 1=1 --"],
      ['long key', `Bearer vgl_${'A'.repeat(8000)}`],
    ).map(([label, authorization]) => (d: Draft) => {
      d.authorization = authorization;
      d.mutations.push(`auth ${label}`);
      if (!known.publicTemplates.includes(operation.template)) d.mustReject = true;
    }),
  );

  // Body mutations: on operations without a body they put one where none belongs.
  list.push(
    fc.constantFrom(...CONTENT_TYPES).map((contentType) => (d: Draft) => {
      d.contentType = contentType;
      if (d.body === undefined) d.body = {};
      d.mutations.push(`content-type ${JSON.stringify(contentType)}`);
    }),
    fc.tuple(fc.nat(), fc.constantFrom('', '}', ',', 'garbage', '\u0000', ']]]')).map(([cut, tail]) => (d: Draft) => {
      const text = JSON.stringify(d.body ?? {});
      const broken = text.slice(0, cut % Math.max(1, text.length)) + tail;
      d.rawBody = Buffer.from(broken);
      d.mutations.push(`malformed JSON ${JSON.stringify(broken.slice(0, 60))}`);
      d.rawRejects = d.operation.body !== undefined && (!parses(broken) || d.objectRejects);
    }),
    fc.constantFrom<unknown>(null, 'text', 42, [], [{}], true).map((value) => (d: Draft) => {
      d.body = value;
      d.rawBody = undefined;
      d.mutations.push(`non-object body ${JSON.stringify(value)}`);
      if (d.operation.body) d.objectRejects = true;
    }),
    fc.boolean().map((chunked) => (d: Draft) => {
      const padding = 'x'.repeat(limits.bodyLimitBytes + 1);
      d.rawBody = Buffer.from(JSON.stringify({ ...bodyObject(d), padding }));
      d.chunked = chunked;
      d.mutations.push(`body over the limit${chunked ? ' (chunked)' : ''}`);
      d.rawRejects = d.operation.body !== undefined;
    }),
    fc.constantFrom(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), Buffer.from('{"status":"\udc00"}', 'latin1'), Buffer.from([0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d])).map((bytes) => (d: Draft) => {
      d.rawBody = bytes;
      d.mutations.push('body bytes not valid UTF-8');
      d.rawRejects = d.operation.body !== undefined;
    }),
    fc.integer({ min: 1000, max: 100_000 }).map((depth) => (d: Draft) => {
      d.rawBody = Buffer.from(`{"${bodyFields[0] ?? 'x'}":${'['.repeat(depth)}${']'.repeat(depth)}}`);
      d.mutations.push(`nested ${depth} deep`);
      d.rawRejects = d.operation.body !== undefined;
    }),
    fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'projectId', 'status ', 'STATUS', ''), fc.string({ maxLength: 12 })), hostileJson).map(([name, value]) => (d: Draft) => {
      setField(bodyObject(d), name, value);
      d.mutations.push(`unknown field ${JSON.stringify(name)}`);
    }),
  );
  if (bodyFields.length > 0) {
    const properties = operation.body!.properties!;
    list.push(
      fc.tuple(fc.constantFrom(...bodyFields), hostileJson).map(([name, value]) => (d: Draft) => {
        setField(bodyObject(d), name, value);
        d.mutations.push(`field ${name}=${JSON.stringify(value)?.slice(0, 60)}`);
        if (!matchesType(value, properties[name]!)) d.objectRejects = true;
      }),
      fc.constantFrom(...(operation.body!.required ?? bodyFields)).map((name) => (d: Draft) => {
        delete bodyObject(d)[name];
        d.mutations.push(`missing ${name}`);
        if (operation.body!.required?.includes(name)) d.objectRejects = true;
      }),
      fc.tuple(fc.constantFrom(...bodyFields), hostileJson).map(([name, value]) => (d: Draft) => {
        const text = JSON.stringify(bodyObject(d));
        d.rawBody = Buffer.from(`{${JSON.stringify(name)}:${JSON.stringify(value) ?? 'null'},${text.slice(1)}`.replace(',}', '}'));
        d.mutations.push(`duplicate key ${name}`);
        // The last copy wins (JSON.parse): the body is as valid as it was.
        d.rawRejects = d.objectRejects;
      }),
    );
  }
  return list;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether a JSON value has the schema's type (and, for enums, one of its values). */
function matchesType(value: unknown, schema: JsonSchema): boolean {
  if (schema.enum) return schema.enum.includes(value);
  switch (schema.type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    default:
      return true;
  }
}

function toWire(d: Draft): RawRequest {
  let path = d.operation.template.replace(/\{(\w+)\}/g, (_, name: string) => d.segments[name] ?? '');
  const query = d.rawQuery ?? d.query.map(([n, v]) => `${n}=${v}`).join('&');
  if (query) path += `?${query}`;
  const headers: Record<string, string | string[]> = { ...d.extraHeaders };
  if (d.authorization !== undefined) headers.authorization = d.authorization;
  let body = d.rawBody;
  if (body === undefined && d.body !== undefined) body = Buffer.from(JSON.stringify(d.body) ?? '');
  if (body !== undefined) headers['content-type'] = d.contentType ?? 'application/json';
  // GET routes read no body, whatever its type; a route with a body accepts only JSON.
  if (d.operation.body && d.contentType !== undefined && !/^application\/json\s*(;|$)/i.test(d.contentType)) d.mustReject = true;
  const bodyRejects = d.rawBody !== undefined ? d.rawRejects : d.objectRejects;
  return { method: d.method, path, headers, body, chunked: d.chunked, mutations: d.mutations, mustReject: d.mustReject || bodyRejects };
}

/** Requests for one operation: its valid request with one to three mutations. */
export function hostileRequests(operations: Operation[], known: KnownValues, limits: FuzzLimits): fc.Arbitrary<RawRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc.array(fc.oneof(...mutationsFor(operation, known, limits)), { minLength: 1, maxLength: 3 }).map((mutations) => {
      const draft = validDraft(operation, known);
      draft.mutations.push(`${operation.method} ${operation.template}`);
      for (const mutate of mutations) mutate(draft);
      return toWire(draft);
    }),
  );
}
