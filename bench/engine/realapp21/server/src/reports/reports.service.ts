import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const GROUPINGS: Record<string, string> = {
  depot: 'wo.depot',
  status: 'wo.status',
  make: 'v.make',
};

@Injectable()
export class ReportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  costsBetween(tenantId: number, from: string, to: string) {
    return this.dataSource.query(
      'SELECT date_trunc(\'month\', closed_at) AS month, sum(labour_cost + parts_cost) AS total FROM work_orders WHERE tenant_id = $1 AND closed_at BETWEEN $2 AND $3 GROUP BY 1 ORDER BY 1',
      [tenantId, from, to],
    );
  }

  grouped(tenantId: number, groupBy: string) {
    const column = GROUPINGS[groupBy];
    if (!column) throw new BadRequestException('unknown grouping');
    return this.dataSource.query(
      `SELECT ${column} AS bucket, count(*) AS n FROM work_orders wo JOIN vehicles v ON v.id = wo.vehicle_id WHERE wo.tenant_id = $1 GROUP BY ${column}`,
      [tenantId],
    );
  }

  custom(tenantId: number, metric: string, period: string) {
    const sql =
      'SELECT ' + metric + ' AS value FROM work_orders WHERE tenant_id = ' + tenantId +
      " AND created_at > now() - interval '" + period + "'";
    return this.dataSource.query(sql);
  }

  partsUsage(tenantId: number, supplier: string) {
    return this.dataSource
      .createQueryBuilder()
      .select('p.part_number', 'partNumber')
      .addSelect('sum(p.quantity)', 'quantity')
      .from('parts_used', 'p')
      .where('p.tenant_id = :tenantId', { tenantId })
      .andWhere('p.supplier = :supplier', { supplier })
      .groupBy('p.part_number')
      .getRawMany();
  }

  partsBySupplierName(tenantId: number, supplier: string) {
    return this.dataSource
      .createQueryBuilder()
      .select('p.part_number', 'partNumber')
      .from('parts_used', 'p')
      .where(`p.tenant_id = ${tenantId} AND p.supplier LIKE '${supplier}%'`)
      .getRawMany();
  }
}
