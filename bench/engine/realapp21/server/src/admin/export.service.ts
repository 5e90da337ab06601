import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { exec, execFile, spawn } from 'child_process';
import { join } from 'path';
import { promisify } from 'util';

const execAsync = promisify(exec);
const execFileAsync = promisify(execFile);

@Injectable()
export class ExportService {
  private readonly logger = new Logger(ExportService.name);
  private readonly exportsDir: string;

  constructor(config: ConfigService) {
    this.exportsDir = config.get<string>('storage.exportsDir') ?? '/tmp/exports';
  }

  /** CSV dump of one table for the tenant's accountant. */
  async exportTable(tenantId: number, table: string, where: string) {
    const out = join(this.exportsDir, `${tenantId}-${Date.now()}.csv`);
    const copy = `\\copy (SELECT * FROM ${table} WHERE tenant_id = ${tenantId} ${where ? 'AND ' + where : ''}) TO '${out}' CSV HEADER`;
    await execAsync(`psql "$DATABASE_URL" -c "${copy}"`);
    return out;
  }

  /** Packs finished exports into one archive; the names come from our own export records. */
  async archive(tenantId: number, fileNames: string[]) {
    const archive = join(this.exportsDir, `${tenantId}-bundle-${Date.now()}.tar.gz`);
    await execFileAsync('tar', ['-czf', archive, '-C', this.exportsDir, '--', ...fileNames]);
    return archive;
  }

  /** Converts an uploaded inspection photo to a thumbnail. */
  thumbnail(sourcePath: string, size: string) {
    return new Promise<void>((resolve, reject) => {
      const child = spawn(`convert "${sourcePath}" -resize ${size} "${sourcePath}.thumb.jpg"`, { shell: true });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`convert exited ${code}`))));
    });
  }

  async dumpSchema(schema: string) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new BadRequestException('bad schema name');
    const { stdout } = await execAsync(`pg_dump --schema-only --schema=${schema} "$DATABASE_URL"`);
    return stdout;
  }

  async diskUsage() {
    const { stdout } = await execAsync(`du -sh ${this.exportsDir}`);
    this.logger.log(`exports use ${stdout.trim()}`);
    return stdout.trim();
  }

  async traceRoute(host: string) {
    const { stdout } = await execFileAsync('traceroute', ['-m', '12', host], { timeout: 20000 });
    return stdout;
  }
}
