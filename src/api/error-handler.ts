/**
 * The one place errors become HTTP answers, always `{statusCode, message, error}`. Domain errors
 * map to their status; Fastify's own client errors (bad JSON, validation, media type, body too
 * large) keep their status and message; anything else is a 500 that reveals nothing inside.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  DomainError,
  ForbiddenError,
  IllegalTransitionError,
  InvalidInputError,
  NotFoundError,
  RepositoryUnavailableError,
} from '../services/errors.js';
import { UnauthorizedError } from './auth.js';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const status = domainStatus(error);
      if (status !== 500) return sendError(reply, status, error.message);
    } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: validation, bad JSON, media type, body too large.
      return sendError(reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'An internal error occurred');
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
}
