import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createReadStream, existsSync, promises as fs } from 'fs';
import { basename, join, resolve, sep } from 'path';

@Injectable()
export class AttachmentsService {
  readonly root: string;
  readonly exportsDir: string;

  constructor(config: ConfigService) {
    this.root = config.get<string>('storage.attachmentsDir') ?? '/var/lib/depotline/attachments';
    this.exportsDir = config.get<string>('storage.exportsDir') ?? '/var/lib/depotline/exports';
  }

  tenantDir(tenantId: number) {
    return join(this.root, String(tenantId));
  }

  /** Opens an attachment by the name the console shows; the name stays inside the tenant's folder. */
  open(tenantId: number, name: string) {
    const base = resolve(this.tenantDir(tenantId));
    const full = resolve(base, name);
    if (!full.startsWith(base + sep)) throw new BadRequestException('bad attachment name');
    if (!existsSync(full)) throw new NotFoundException();
    return createReadStream(full);
  }

  openLegacy(tenantId: number, relativePath: string) {
    return createReadStream(join(this.tenantDir(tenantId), relativePath));
  }

  async save(tenantId: number, originalName: string, data: Buffer) {
    const dir = this.tenantDir(tenantId);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(join(dir, originalName), data);
    return { name: originalName, size: data.length };
  }

  async saveInspectionPhoto(tenantId: number, originalName: string, data: Buffer) {
    const dir = join(this.tenantDir(tenantId), 'inspections');
    await fs.mkdir(dir, { recursive: true });
    const name = `${Date.now()}-${basename(originalName).replace(/[^\w.-]/g, '_')}`;
    await fs.writeFile(join(dir, name), data);
    return { name };
  }

  async remove(tenantId: number, name: string) {
    await fs.unlink(`${this.tenantDir(tenantId)}/${name}`);
  }

  readExport(fileName: string) {
    return fs.readFile(join(this.exportsDir, basename(fileName)));
  }
}
