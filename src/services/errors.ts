/**
 * Domain errors: what went wrong in the words of the domain, with no HTTP in them. The API's
 * error handler maps each class to a status code (src/api/error-handler.ts); the CLI maps them
 * to exit codes.
 */

export class DomainError extends Error {
  override name = 'DomainError';
}

/** The thing does not exist for this caller (a thing of another project does not exist either). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}

/** The request names something invalid (unknown file ids, missing reason...). */
export class InvalidInputError extends DomainError {
  override name = 'InvalidInputError';
}

/** The caller is known but may not do this (role lacks a permission, plan lacks a feature). */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
}

/** A state machine refused a move (a final scan moved again...). */
export class IllegalTransitionError extends DomainError {
  override name = 'IllegalTransitionError';
}

/** The git layer could not read the codebase (remote unreachable, mirror broken). */
export class RepositoryUnavailableError extends DomainError {
  override name = 'RepositoryUnavailableError';
}
