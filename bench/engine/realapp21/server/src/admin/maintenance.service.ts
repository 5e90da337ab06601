import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { execSync } from 'child_process';
import { DataSource } from 'typeorm';

const MAINTAINED_TABLES = ['work_orders', 'work_order_notes', 'vehicles', 'parts_used'];

@Injectable()
export class MaintenanceService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async vacuum(table: string) {
    if (!MAINTAINED_TABLES.includes(table)) throw new BadRequestException('not a maintained table');
    await this.dataSource.query(`VACUUM ANALYZE ${table}`);
    return { table, done: true };
  }

  async reindex(table: string) {
    await this.dataSource.query(`REINDEX TABLE ${table}`);
    return { table, done: true };
  }

  restartWorker(name: string) {
    return execSync('systemctl restart depotline-worker@' + name + '.service').toString();
  }

  workerStatus() {
    return execSync('systemctl status depotline-worker@* --no-pager').toString();
  }
}
