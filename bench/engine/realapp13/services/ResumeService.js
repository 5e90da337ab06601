import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

export default class ResumeService {
  constructor(config) {
    this.uploadDir = config.uploadDir;
    this.exportDir = path.resolve(config.exportDir);
  }

  async store(file, displayName) {
    const name = path.basename(displayName || file.originalname);
    const target = path.join(this.uploadDir, name);
    await fsp.rename(file.path, target);
    return name;
  }

  async keepOriginalName(file, originalName) {
    const archived = path.join(this.uploadDir, 'originals', originalName);
    await fsp.copyFile(path.join(this.uploadDir, path.basename(file.path)), archived);
    return archived;
  }

  openExport(name) {
    const full = path.resolve(this.exportDir, name);
    if (!full.startsWith(this.exportDir + path.sep)) return null;
    if (!fs.existsSync(full)) return null;
    return fs.createReadStream(full);
  }
}
