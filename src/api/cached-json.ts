/**
 * Responses whose bodies are cached with the object they present. The services hand out the
 * same object for as long as it is current (issue pages and issues cached under the project's
 * issue version); its JSON, made once by the route's compiled response serializer (the 200
 * schema, so exactly the fields and formats of the spec), is kept beside it and sent as bytes.
 * When the service drops the object, its bytes go with it (a WeakMap).
 */
import type { FastifyReply } from 'fastify';

const serialised = new WeakMap<object, Buffer>();

export function sendAsCachedJson<T extends object>(reply: FastifyReply, value: T, present: (value: T) => unknown): FastifyReply {
  let bytes = serialised.get(value);
  if (!bytes) {
    const json = reply.serialize(present(value));
    bytes = typeof json === 'string' ? Buffer.from(json, 'utf8') : Buffer.from(json as Uint8Array);
    serialised.set(value, bytes);
  }
  return reply.type('application/json; charset=utf-8').send(bytes);
}
