/**
 * The git side of a codebase: its mirror, its branches, the files of a commit and their bytes.
 * This is what the scan workflow and the files route use; nothing here knows of scans or HTTP.
 */
import type { SourceFile } from '../engine/findings.js';
import { BlobReader, type BlobReaderOptions } from './blob-reader.js';
import { toBranchFiles, type BranchFile } from './branch-files.js';
import { credentialCipherFromEnv, type CredentialCipher } from '../crypto/credential-cipher.js';
import { SecretKeyError } from '../crypto/secret-key.js';
import { GitError } from './errors.js';
import { MirrorStore } from './mirror.js';
import type { HttpCredentials } from './remote-url.js';
import { isValidBranchName, listBranches, mirrorDefaultBranch, resolveBranchCommit } from './refs.js';
import { listTree } from './tree.js';

export interface CodebaseRemote {
  id: string;
  url: string;
  /** Encrypted https credentials (src/crypto/credential-cipher.ts), opened only for a fetch. */
  sealedCredentials?: string | null;
}

export interface CodebaseGitOptions {
  dataDir: string;
  fetchTimeoutMs?: number;
  /**
   * Reads (files route, branch checks) reuse a mirror fetched this recently instead of fetching
   * again; a branch or file that is not found always triggers a fetch before the answer is "no".
   */
  freshnessMs?: number;
  /** Opens stored credentials; by default with the process's key (VIGIL_SECRET_KEY or the data directory's key file). */
  credentialCipher?: CredentialCipher;
}

export type FetchPolicy = 'always' | 'when-stale';

export class CodebaseGit {
  readonly mirrors: MirrorStore;
  private readonly freshnessMs: number;
  private readonly syncedAt = new Map<string, number>();
  private readonly cipher: CredentialCipher;

  constructor(options: CodebaseGitOptions) {
    this.cipher = options.credentialCipher ?? credentialCipherFromEnv(process.env, options.dataDir);
    this.mirrors = new MirrorStore({ dataDir: options.dataDir, fetchTimeoutMs: options.fetchTimeoutMs });
    this.freshnessMs = options.freshnessMs ?? 30_000;
  }

  /** Clones or fetches the mirror now. */
  async sync(codebase: CodebaseRemote): Promise<string> {
    const gitDir = await this.mirrors.sync(codebase.id, codebase.url, this.credentialsOf(codebase));
    this.syncedAt.set(codebase.id, Date.now());
    return gitDir;
  }

  private credentialsOf(codebase: CodebaseRemote): HttpCredentials | undefined {
    if (!codebase.sealedCredentials) return undefined;
    try {
      return this.cipher.open(codebase.id, codebase.sealedCredentials);
    } catch (error) {
      // A wrong or missing key is a fetch that cannot happen: reported like git's own failures.
      if (error instanceof SecretKeyError) throw new GitError(error.message);
      throw error;
    }
  }

  private async ready(codebase: CodebaseRemote, policy: FetchPolicy): Promise<{ gitDir: string; fetched: boolean }> {
    const last = this.syncedAt.get(codebase.id);
    const fresh = last !== undefined && Date.now() - last < this.freshnessMs;
    if (policy === 'always' || !fresh || !(await this.mirrors.hasMirror(codebase.id))) {
      return { gitDir: await this.sync(codebase), fetched: true };
    }
    return { gitDir: this.mirrors.mirrorPath(codebase.id), fetched: false };
  }

  /**
   * The commit a branch points to, or undefined when the remote has no such branch. A branch
   * missing from a mirror that was not just fetched is looked for again after a fetch.
   */
  async resolveBranch(codebase: CodebaseRemote, branch: string, policy: FetchPolicy = 'when-stale'): Promise<string | undefined> {
    if (!isValidBranchName(branch)) return undefined;
    const { gitDir, fetched } = await this.ready(codebase, policy);
    const commit = await resolveBranchCommit(gitDir, branch);
    if (commit || fetched) return commit;
    return resolveBranchCommit(await this.sync(codebase), branch);
  }

  async branches(codebase: CodebaseRemote): Promise<string[]> {
    const { gitDir } = await this.ready(codebase, 'when-stale');
    return listBranches(gitDir);
  }

  async defaultBranch(codebase: CodebaseRemote): Promise<string | undefined> {
    const { gitDir } = await this.ready(codebase, 'when-stale');
    return mirrorDefaultBranch(gitDir);
  }

  /** Every entry of the commit's tree (symlinks and submodules included, flagged and never indexed). */
  async listFiles(codebase: CodebaseRemote, commit: string, signal?: AbortSignal): Promise<BranchFile[]> {
    const entries = await listTree(this.mirrors.mirrorPath(codebase.id), commit, { signal });
    return toBranchFiles(codebase.id, entries);
  }

  /** The files of a branch (undefined when the branch does not exist, even after a fetch). */
  async listBranchFiles(codebase: CodebaseRemote, branch: string): Promise<{ commit: string; files: BranchFile[] } | undefined> {
    const commit = await this.resolveBranch(codebase, branch);
    if (!commit) return undefined;
    return { commit, files: await this.listFiles(codebase, commit) };
  }

  openBlobReader(codebase: CodebaseRemote, options?: BlobReaderOptions): BlobReader {
    return new BlobReader(this.mirrors.mirrorPath(codebase.id), options);
  }

  /**
   * The contents of the given files through one cat-file process. Only regular files are read:
   * a symlink's target and a submodule are never followed.
   */
  async readFiles(codebase: CodebaseRemote, files: readonly BranchFile[], signal?: AbortSignal): Promise<SourceFile[]> {
    const readable = files.filter((file) => file.kind === 'file' || file.kind === 'executable');
    const reader = this.openBlobReader(codebase);
    try {
      const contents = await Promise.all(
        readable.map(async (file): Promise<SourceFile | undefined> => {
          if (signal?.aborted) throw signal.reason ?? new Error('aborted');
          const content = await reader.read(file.version);
          return content === undefined ? undefined : { path: file.filePath, content, blobId: file.version };
        }),
      );
      return contents.filter((file): file is SourceFile => file !== undefined);
    } finally {
      await reader.close();
    }
  }
}
