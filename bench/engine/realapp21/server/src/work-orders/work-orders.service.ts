import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { CreateWorkOrderDto } from './dto/create-work-order.dto';
import { SearchWorkOrdersDto } from './dto/search-work-orders.dto';
import { WorkOrder } from './work-order.entity';

@Injectable()
export class WorkOrdersService {
  constructor(
    @InjectRepository(WorkOrder) private readonly workOrders: Repository<WorkOrder>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  search(tenantId: number, filter: SearchWorkOrdersDto) {
    const qb = this.workOrders.createQueryBuilder('wo').leftJoinAndSelect('wo.vehicle', 'v').where('wo.tenant_id = :tenantId', { tenantId });
    if (filter.status) qb.andWhere(`wo.status = '${filter.status}'`);
    if (filter.minPriority) qb.andWhere(`wo.priority >= ${filter.minPriority}`);
    if (filter.q) qb.andWhere(`(wo.title ILIKE '%${filter.q}%' OR wo.reference = '${filter.q}')`);
    if (filter.assignee) qb.andWhere('wo.assignee_email = :assignee', { assignee: filter.assignee });
    qb.orderBy(`wo.${filter.sort ?? 'createdAt'}`, 'DESC');
    return qb.take(100).getMany();
  }

  forDepot(tenantId: number, depot: string, order: string) {
    return this.workOrders
      .createQueryBuilder('wo')
      .where('wo.tenant_id = :tenantId', { tenantId })
      .andWhere(`wo.depot = '${depot}'`)
      .orderBy(order)
      .getMany();
  }

  async findOne(tenantId: number, id: number) {
    const rows = await this.dataSource.query(`SELECT * FROM work_orders WHERE id = ${id} AND tenant_id = ${tenantId}`);
    if (!rows.length) throw new NotFoundException();
    return rows[0];
  }

  async findByReference(tenantId: number, reference: string) {
    const wo = await this.workOrders
      .createQueryBuilder('wo')
      .where('wo.tenant_id = :tenantId')
      .andWhere(`wo.reference = '${reference}'`)
      .setParameters({ tenantId })
      .getOne();
    if (!wo) throw new NotFoundException();
    return wo;
  }

  async findByVehiclePlate(tenantId: number, plate: string) {
    return this.workOrders
      .createQueryBuilder('wo')
      .innerJoin('wo.vehicle', 'v')
      .where('wo.tenant_id = :tenantId AND v.plate = :plate', { tenantId, plate })
      .getMany();
  }

  create(tenantId: number, depot: string, dto: CreateWorkOrderDto) {
    const reference = `WO-${Date.now().toString(36).toUpperCase()}`;
    return this.workOrders.save(this.workOrders.create({ ...dto, tenantId, depot, reference, vehicle: { id: dto.vehicleId } }));
  }

  addNote(tenantId: number, id: number, authorId: number, body: string) {
    return this.dataSource.query(
      'INSERT INTO work_order_notes (work_order_id, tenant_id, author_id, body) VALUES ($1, $2, $3, $4) RETURNING id',
      [id, tenantId, authorId, body],
    );
  }

  notes(tenantId: number, id: number) {
    return this.dataSource.query(
      'SELECT n.id, n.body, u.display_name AS author FROM work_order_notes n JOIN users u ON u.id = n.author_id WHERE n.work_order_id = $1 AND n.tenant_id = $2',
      [id, tenantId],
    );
  }

  async close(tenantId: number, id: number, resolution: string) {
    await this.dataSource.manager.query(
      `UPDATE work_orders SET status = 'done', resolution = '${resolution}' WHERE id = ${id} AND tenant_id = ${tenantId}`,
    );
  }
}
