/**
 * The one place errors become HTTP answers, always `{statusCode, message, error}`. Domain errors
 * map to their status; Fastify's own client errors (bad JSON, validation, media type, body too
 * large) keep their status and message; the router's own failures (bad percent-encoding, a path
 * segment over the length limit), which Fastify answers before any hook runs, come through
 * `frameworkErrors`; anything else is a 500 that reveals nothing inside.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redactCredentials } from '../git/run-git.js';
import {
  DomainError,
  ForbiddenError,
  IllegalTransitionError,
  InvalidInputError,
  NotFoundError,
  RepositoryUnavailableError,
} from '../services/errors.js';
import { UnauthorizedError } from './auth.js';
import { dependencyOutage } from './dependency-outage.js';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

function causeText(error: Error): string {
  const cause = error.cause;
  if (cause instanceof Error) return redactCredentials(cause.message);
  return cause === undefined ? error.message : redactCredentials(String(cause));
}

function domainStatus(error: DomainError): number {
  if (error instanceof UnauthorizedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof IllegalTransitionError) return 409;
  if (error instanceof RepositoryUnavailableError) return 503;
  return 500;
}

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode, message));
}

/**
 * The router's failures, answered before routing, authentication and the error handler. The
 * messages never echo the URL (it is the client's own input, and may be large).
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return sendError(reply, 400, 'The URL is not valid (a path segment has a bad percent-encoding)');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return sendError(reply, 414, `A path segment is longer than ${MAX_PATH_PARAM_LENGTH} characters`);
    default:
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(reply, error.statusCode, STATUS_CODES[error.statusCode] ?? 'Bad Request');
      }
      request.log.error({ err: error }, 'request failed in the router');
      return sendError(reply, 500, 'An internal error occurred');
  }
}

/**
 * Longest path parameter the router accepts. Ids are at most 200 characters (longer ones are a
 * 400 naming the field, after authentication); this bound only stops absurd URLs early, with 414.
 */
export const MAX_PATH_PARAM_LENGTH = 1024;

/** The response last started on each connection, so a parser error after it is not answered twice. */
const lastResponses = new WeakMap<Socket, ServerResponse>();

/**
 * Node's HTTP parser failures (bad request line, header too large, bad chunk, client timeout),
 * answered in the error shape. If a response to this connection's request has already begun
 * and the connection is closing (or the response is not finished), nothing more is written: a
 * second answer would corrupt the stream. This happens when a client keeps sending a body the
 * router refused before reading it (a bad URL with a large chunked body).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const last = lastResponses.get(socket);
  const alreadyAnswering = last !== undefined && last.headersSent && (!last.writableFinished || !last.shouldKeepAlive);
  if (socket.writable && !alreadyAnswering) {
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Client Timeout'] : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Exceeded maximum allowed HTTP header size'] : [400, 'Client Error'];
    const body = JSON.stringify(errorBody(status, message));
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

const DEPENDENCY_MESSAGES = {
  database: 'The database is unavailable; try again later',
  queue: 'The job queue is unavailable; try again later',
} as const;

export function registerErrorHandling(app: FastifyInstance): void {
  app.server.on('request', (request, response: ServerResponse) => lastResponses.set(request.socket, response));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const status = domainStatus(error);
      if (status === 503) {
        // The cause (git's message, already stripped of credentials) is for operators only: it
        // names paths of the server.
        request.log.warn({ cause: causeText(error) }, 'repository unavailable');
        return sendError(reply, 503, error.message);
      }
      if (status !== 500) return sendError(reply, status, error.message);
    } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: validation, bad JSON, media type, body too large.
      return sendError(reply, error.statusCode, error.message);
    } else {
      const dependency = dependencyOutage(error);
      if (dependency) {
        // A dependency down is not the request's fault nor a bug: 503 so that clients retry.
        // The cause names hosts and ports: for operators only.
        request.log.warn({ cause: error.message, code: (error as { code?: unknown }).code }, `${dependency} unavailable`);
        return sendError(reply, 503, DEPENDENCY_MESSAGES[dependency]);
      }
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'An internal error occurred');
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
}
