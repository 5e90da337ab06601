/** What parsing a .vigil.yml text rejects it with, for tests of the messages a user sees. */
import { parseRepoConfig, RepoConfigError } from '../../src/engine/repo-config/parse.js';

/** The RepoConfigError `text` is refused with; any other outcome fails the test. */
export function repoConfigError(text: string): RepoConfigError {
  try {
    parseRepoConfig(text);
  } catch (error) {
    if (error instanceof RepoConfigError) return error;
    throw error;
  }
  throw new Error('no error');
}
