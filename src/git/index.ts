/** The git layer: hardened mirrors, branches, tree listings and blob reads. */
export { BlobReader } from './blob-reader.js';
export { toBranchFiles, type BranchFile } from './branch-files.js';
export { CodebaseGit, type CodebaseGitOptions, type CodebaseRemote, type FetchPolicy } from './codebase-git.js';
export { describeFetchFailure, describeMissingObjects } from './fetch-failure.js';
export { GitError, GitOutputLimitError, GitTimeoutError, UnsupportedRemoteUrlError } from './errors.js';
export { fileIdOf, looksLikeFileId } from './file-id.js';
export { isIndexable, MAX_INDEXED_BYTES } from './indexable.js';
export { MirrorStore } from './mirror.js';
export {
  classifyRemoteUrl,
  assertSupportedRemoteUrl,
  displayRemoteUrl,
  splitCredentials,
  type HttpCredentials,
  type RemoteKind,
  type SplitRemoteUrl,
} from './remote-url.js';
export { isValidBranchName, listBranches, mirrorDefaultBranch, remoteDefaultBranch, resolveBranchCommit } from './refs.js';
export { runGit, redactCredentials } from './run-git.js';
export { displayPath, rawPathBytes } from './path-bytes.js';
export { listTree, parseLsTree, type TreeEntry, type TreeEntryKind } from './tree.js';
