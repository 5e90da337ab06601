import fs from 'node:fs';
import { readFile, writeFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config.js';

// Archive recordings are stored as <archiveDir>/<show slug>/<file>.
export function archiveStream(show: string, file: string) {
  return fs.createReadStream(path.join(config.archiveDir, show, file));
}

export function archiveStreamChecked(show: string, file: string) {
  const root = path.resolve(config.archiveDir);
  const full = path.resolve(root, show, file);
  if (!full.startsWith(root + path.sep)) throw new Error('outside the archive');
  return fs.createReadStream(full);
}

export async function readCueSheet(episodeId: number) {
  return readFile(path.join(config.archiveDir, 'cuesheets', `${episodeId}.txt`), 'utf8');
}

export async function saveArtwork(fileName: string, data: Buffer) {
  const target = path.join(config.uploadsDir, 'artwork', fileName);
  await writeFile(target, data);
  return target;
}

export async function saveArtworkSafely(fileName: string, data: Buffer) {
  const target = path.join(config.uploadsDir, 'artwork', path.basename(fileName));
  await writeFile(target, data);
  return target;
}

export async function removeUpload(relative: string) {
  await unlink(path.join(config.uploadsDir, relative));
}
