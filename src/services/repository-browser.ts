/**
 * What the codebase and scan services need from git, as an interface: the git layer
 * (src/git) implements it over its mirrors, and the app is built with one (buildApp options).
 * Keeping it here lets services stay free of git and lets tests use a real local repository.
 */
import type { Codebase } from './records.js';

export interface RepositoryFile {
  /** Opaque and stable for a path on a branch; accepted back in fileIds of a scan start. */
  fileId: string;
  /** Repository-relative, forward slashes. */
  filePath: string;
  /** The version of the file's content: its git blob id (a string). */
  version: string;
  /** Whether Vigil can analyse this file (a supported language or a text file for secrets). */
  isIndexed: boolean;
}

export interface RepositoryBrowser {
  /** Whether the branch exists in the codebase. Throws RepositoryUnavailableError when git cannot tell. */
  branchExists(codebase: Codebase, branch: string): Promise<boolean>;
  /** Every file of the branch's head commit. Called only for a branch that exists. */
  listFiles(codebase: Codebase, branch: string): Promise<RepositoryFile[]>;
  /** Every branch of the repository (the dashboard's branch picker); optional for simple browsers. */
  listBranches?(codebase: Codebase): Promise<string[]>;
}
