/**
 * The services' RepositoryBrowser over the git layer: what the files route and scan start use to
 * check branches and list files. A branch the mirror does not know is looked for again after a
 * fetch before the answer is "no" (CodebaseGit.resolveBranch).
 */
import { CodebaseGit, describeMissingObjects, GitError, UnsupportedRemoteUrlError } from '../git/index.js';
import { RepositoryUnavailableError } from '../services/errors.js';
import type { Codebase } from '../services/records.js';
import type { RepositoryBrowser, RepositoryFile } from '../services/repository-browser.js';

function unavailable(error: unknown): never {
  if (error instanceof UnsupportedRemoteUrlError) throw new RepositoryUnavailableError(error.message, { cause: error });
  // git's own message names the mirror's path on the server: an API client gets a generic
  // message, and the cause goes to the server's log (src/api/error-handler.ts). A remote missing
  // objects is said as such (object ids and what to do, no location): retrying will not help.
  const missing = error instanceof GitError ? describeMissingObjects(error) : undefined;
  if (missing) throw new RepositoryUnavailableError(`The repository could not be read: ${missing}`, { cause: error });
  if (error instanceof GitError) throw new RepositoryUnavailableError('The repository could not be read (git could not fetch or list it)', { cause: error });
  throw error;
}

export class GitRepositoryBrowser implements RepositoryBrowser {
  constructor(private readonly git: CodebaseGit) {}

  async branchExists(codebase: Codebase, branch: string): Promise<boolean> {
    try {
      return (await this.git.resolveBranch(codebase, branch)) !== undefined;
    } catch (error) {
      unavailable(error);
    }
  }

  async listFiles(codebase: Codebase, branch: string): Promise<RepositoryFile[]> {
    try {
      const listing = await this.git.listBranchFiles(codebase, branch);
      // Submodules are other repositories: never files of this one.
      return (listing?.files ?? [])
        .filter((file) => file.kind !== 'submodule')
        .map((file) => ({ fileId: file.fileId, filePath: file.filePath, version: file.version, isIndexed: file.isIndexed }));
    } catch (error) {
      unavailable(error);
    }
  }

  async listBranches(codebase: Codebase): Promise<string[]> {
    try {
      return await this.git.branches(codebase);
    } catch (error) {
      unavailable(error);
    }
  }
}
