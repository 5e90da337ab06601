import { dataSource } from '../db/dataSource';
import { Shipment } from '../entities/Shipment';

const repo = () => dataSource.getRepository(Shipment);

export const shipmentRepository = {
  statsForCarrier(orgId: string, carrier: string) {
    return repo()
      .createQueryBuilder('s')
      .select('s.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('s.orgId = :orgId', { orgId })
      .andWhere("s.carrierCode = '" + carrier + "'")
      .groupBy('s.status')
      .getRawMany();
  },

  lateSince(orgId: string, days: number) {
    const window = Math.max(1, Math.floor(Number(days)) || 7);
    return repo()
      .createQueryBuilder('s')
      .where('s.orgId = :orgId', { orgId })
      .andWhere(`s.eta < now() - interval '${window} days'`)
      .getMany();
  },

  byReference(orgId: string, reference: string) {
    return repo().createQueryBuilder('s').where('s.orgId = :orgId AND s.reference = :reference', { orgId, reference }).getOne();
  },

  byDestination(orgId: string, city: string) {
    return repo().createQueryBuilder('s').where(`s.orgId = :orgId AND s.destinationCity = '${city}'`, { orgId }).getMany();
  },

  forCustomer(customerId: string) {
    return repo().find({ where: { customerId }, order: { createdAt: 'DESC' }, take: 50 });
  },

  countByStatus(orgId: string, status: string) {
    return dataSource.query('SELECT count(*)::int AS n FROM shipments WHERE org_id = $1 AND status = $2', [orgId, status]);
  },

  purgeArchived(orgId: string, before: string) {
    return dataSource.query(`DELETE FROM shipments WHERE org_id = $1 AND archived_at < '${before}'`, [orgId]);
  },
};
