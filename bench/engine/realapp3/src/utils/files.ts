import fs from 'fs';
import path from 'path';
import crypto from 'crypto';
import { config } from '../config';
import { HttpError } from '../middleware/errors';

export function readUpload(name: string): Buffer {
  return fs.readFileSync(path.join(config.uploadDir, name));
}

export function readUploadChecked(name: string): Buffer {
  const root = path.resolve(config.uploadDir);
  const target = path.resolve(root, name);
  if (!target.startsWith(root + path.sep)) throw new HttpError(400, 'bad file name');
  return fs.readFileSync(target);
}

export function removeUpload(name: string): void {
  fs.unlinkSync(`${config.uploadDir}/${name}`);
}

export function exportStream(fileName: string): fs.WriteStream {
  return fs.createWriteStream(path.join(config.exportDir, fileName));
}

export function exportStreamFor(invoiceId: number): fs.WriteStream {
  return fs.createWriteStream(path.join(config.exportDir, `invoice-${invoiceId}.pdf`));
}

export function etagOf(content: Buffer): string {
  return crypto.createHash('md5').update(content).digest('hex');
}
