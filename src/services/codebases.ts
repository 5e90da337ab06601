/** Codebases of a project, and the files of their branches. */
import { findCodebase, findCodebaseById, insertCodebase, listCodebases, softDeleteCodebase } from '../store/repositories/codebases.js';
import { scannedVersions } from '../store/repositories/file-scan-state.js';
import { findProject } from '../store/repositories/projects.js';
import { newId } from '../store/ids.js';
import type { DbOrTrx } from '../store/schema.js';
import { nowIso } from '../store/time.js';
import { UnsupportedRemoteUrlError } from '../git/errors.js';
import { splitCredentials } from '../git/remote-url.js';
import { credentialCipherFromEnv, type CredentialCipher } from '../crypto/credential-cipher.js';
import { InvalidInputError, NotFoundError } from './errors.js';
import { toCodebase, type Codebase } from './records.js';
import type { RepositoryBrowser, RepositoryFile } from './repository-browser.js';

export const CODEBASE_NOT_FOUND = 'Codebase not found';
export const BRANCH_NOT_FOUND = 'Branch not found';

export interface AddCodebaseInput {
  projectId: string;
  name: string;
  url: string;
  defaultBranch?: string | null;
}

/**
 * Adds a codebase. The URL is checked (InvalidInputError naming the rule); an https URL's
 * credentials are taken out of it and stored encrypted with the cipher (by default the process's
 * own key: VIGIL_SECRET_KEY or the data directory's key file).
 */
export async function addCodebase(db: DbOrTrx, input: AddCodebaseInput, cipher?: CredentialCipher): Promise<Codebase> {
  let split;
  try {
    split = splitCredentials(input.url);
  } catch (error) {
    if (error instanceof UnsupportedRemoteUrlError) throw new InvalidInputError(error.message);
    throw error;
  }
  if (!(await findProject(db, input.projectId))) throw new NotFoundError('Project not found');
  const at = nowIso();
  const id = newId('codebase');
  const row = {
    id,
    projectId: input.projectId,
    name: input.name,
    url: split.url,
    credentials: split.credentials ? (cipher ?? credentialCipherFromEnv()).seal(id, split.credentials) : null,
    defaultBranch: input.defaultBranch ?? null,
    mirrorPath: null,
    mirrorFetchedAt: null,
    mirrorError: null,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  };
  await insertCodebase(db, row);
  return toCodebase(row);
}

/** Operator command: soft delete. The codebase leaves the API; its scans and issues are kept. */
export async function removeCodebaseById(db: DbOrTrx, codebaseId: string): Promise<void> {
  const row = await findCodebaseById(db, codebaseId);
  if (!row || row.deletedAt !== null) throw new NotFoundError(CODEBASE_NOT_FOUND);
  await softDeleteCodebase(db, row.projectId, row.id, nowIso());
}

export async function listProjectCodebases(db: DbOrTrx, projectId: string): Promise<Codebase[]> {
  return (await listCodebases(db, projectId)).map(toCodebase);
}

export async function getCodebase(db: DbOrTrx, projectId: string, codebaseId: string): Promise<Codebase> {
  const row = await findCodebase(db, projectId, codebaseId);
  if (!row) throw new NotFoundError(CODEBASE_NOT_FOUND);
  return toCodebase(row);
}

export interface BranchFile extends RepositoryFile {
  /** The file's current version is the one Vigil last scanned on this branch. */
  isScanned: boolean;
}

export async function listBranchFiles(
  db: DbOrTrx,
  browser: RepositoryBrowser,
  projectId: string,
  codebaseId: string,
  branch: string,
): Promise<BranchFile[]> {
  const codebase = await getCodebase(db, projectId, codebaseId);
  if (!(await browser.branchExists(codebase, branch))) throw new NotFoundError(BRANCH_NOT_FOUND);
  const [files, scanned] = await Promise.all([
    browser.listFiles(codebase, branch),
    scannedVersions(db, projectId, codebaseId, branch),
  ]);
  return files.map((file) => ({ ...file, isScanned: scanned.get(file.filePath) === file.version }));
}
