/** Errors of the git layer. Callers map them to domain errors; none of them carries credentials. */

export class GitError extends Error {
  override name = 'GitError';
  constructor(
    message: string,
    /** Exit code of git, or null when it was killed (timeout, output limit). */
    readonly exitCode: number | null = null,
    /** The last lines git wrote on stderr, with URL credentials removed. */
    readonly stderr = '',
  ) {
    super(message);
  }
}

/** The remote URL uses a scheme Vigil refuses (ext::, fd::, git://, http://...). */
export class UnsupportedRemoteUrlError extends Error {
  override name = 'UnsupportedRemoteUrlError';
}

/** A git command ran longer than its time limit and was killed. */
export class GitTimeoutError extends GitError {
  override name = 'GitTimeoutError';
}

/** A git command wrote more than its output limit and was killed. */
export class GitOutputLimitError extends GitError {
  override name = 'GitOutputLimitError';
}
