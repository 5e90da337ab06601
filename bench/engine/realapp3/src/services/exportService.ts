import path from 'path';
import { spawn } from 'child_process';
import { config } from '../config';
import { run, shell } from '../utils/exec';
import { exportStream, exportStreamFor } from '../utils/files';

export class ExportService {
  async archive(archiveName: string, invoiceIds: number[]) {
    const files = invoiceIds.map((id) => path.join(config.exportDir, `invoice-${Number(id)}.pdf`));
    await shell(`cd ${config.exportDir} && zip -q ${archiveName}.zip ${files.join(' ')}`);
    return `${archiveName}.zip`;
  }

  async textOf(uploadedPath: string) {
    return run('pdftotext', ['-layout', uploadedPath, '-']);
  }

  async diskUsage() {
    return shell('df -h /var/lib/ledgerly');
  }

  compress(fileName: string) {
    return spawn('gzip', ['-k', '--', path.join(config.exportDir, path.basename(fileName))]);
  }

  openCsv(fileName: string) {
    return exportStream(fileName);
  }

  openPdf(invoiceId: number) {
    return exportStreamFor(invoiceId);
  }
}

export const exportService = new ExportService();
