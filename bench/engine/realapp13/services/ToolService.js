import os from 'node:os';
import path from 'node:path';
import { run, runFile } from '../utils/shell.js';

export default class ToolService {
  constructor(config) {
    this.uploadDir = config.uploadDir;
    this.exportDir = config.exportDir;
  }

  toPdf(file) {
    const outDir = path.join(os.tmpdir(), 'converted');
    return run(`soffice --headless --convert-to pdf --outdir ${outDir} ${this.uploadDir}/${file}`);
  }

  extractText(file) {
    return runFile('pdftotext', ['-layout', path.join(this.uploadDir, path.basename(file)), '-']);
  }

  async archiveExports() {
    const archivePath = path.join(os.tmpdir(), `exports-${Date.now()}.tgz`);
    await run(`tar czf ${archivePath} -C ${this.exportDir} .`);
    return archivePath;
  }
}
