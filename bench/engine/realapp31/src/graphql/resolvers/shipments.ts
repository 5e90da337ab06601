import { Prisma } from '@prisma/client';
import { prisma } from '../../db/prisma';
import { requireUser, type GqlContext } from '../context';
import { shipmentRepository } from '../../repositories/shipmentRepository';

const SORT_COLUMNS = { created: 'created_at', eta: 'eta', weight: 'weight_kg' } as const;
type SortField = keyof typeof SORT_COLUMNS;

export const shipmentResolvers = {
  Query: {
    shipment: (_parent: unknown, args: { id: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      return prisma.shipment.findFirst({ where: { id: args.id, orgId: user.orgId } });
    },

    searchShipments: (_parent: unknown, args: { term: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      return prisma.$queryRawUnsafe(
        `SELECT id, reference, status, destination FROM shipments WHERE org_id = '${user.orgId}' AND reference ILIKE '%${args.term}%' LIMIT 50`,
      );
    },

    shipmentsByStatus: (_parent: unknown, args: { status: string; limit?: number }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      return prisma.$queryRaw`SELECT id, reference, status FROM shipments WHERE org_id = ${user.orgId} AND status = ${args.status} LIMIT ${args.limit ?? 25}`;
    },

    recentShipments: (_parent: unknown, args: { limit: number }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      const limit = Math.min(Math.max(Number(args.limit) || 10, 1), 100);
      return prisma.$queryRawUnsafe(`SELECT id, reference, status FROM shipments WHERE org_id = $1 ORDER BY created_at DESC LIMIT ${limit}`, user.orgId);
    },

    shipmentsSorted: (_parent: unknown, args: { sortBy: SortField; direction?: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      const column = SORT_COLUMNS[args.sortBy] ?? 'created_at';
      const direction = args.direction === 'asc' ? 'ASC' : 'DESC';
      return prisma.$queryRaw`SELECT id, reference, eta FROM shipments WHERE org_id = ${user.orgId} ORDER BY ${Prisma.raw(column)} ${Prisma.raw(direction)}`;
    },

    shipmentsOrdered: (_parent: unknown, args: { orderBy: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      return prisma.$queryRaw`SELECT id, reference, eta FROM shipments WHERE org_id = ${user.orgId} ORDER BY ${Prisma.raw(args.orderBy)}`;
    },

    shipmentsByIds: (_parent: unknown, args: { ids: string[] }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      const query = Prisma.sql`SELECT id, reference FROM shipments WHERE org_id = ${user.orgId} AND id IN (${Prisma.join(args.ids)})`;
      return prisma.$queryRaw(query);
    },

    carrierStats: (_parent: unknown, args: { carrier: string }, ctx: GqlContext) =>
      shipmentRepository.statsForCarrier(requireUser(ctx).orgId, args.carrier),

    lateShipments: (_parent: unknown, args: { days: number }, ctx: GqlContext) =>
      shipmentRepository.lateSince(requireUser(ctx).orgId, args.days),

    shipmentsTo: (_parent: unknown, args: { city: string }, ctx: GqlContext) =>
      shipmentRepository.byDestination(requireUser(ctx).orgId, args.city),
  },

  Mutation: {
    updateShipmentNote: async (_parent: unknown, args: { id: string; note: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      await prisma.$executeRawUnsafe('UPDATE shipments SET note = $1 WHERE id = $2 AND org_id = $3', args.note, args.id, user.orgId);
      return prisma.shipment.findUnique({ where: { id: args.id } });
    },

    tagShipment: (_parent: unknown, args: { reference: string; tag: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      return prisma.$executeRawUnsafe(
        `UPDATE shipments SET tags = array_append(tags, '${args.tag}') WHERE reference = $1 AND org_id = $2`,
        args.reference,
        user.orgId,
      );
    },

    archiveShipment: (_parent: unknown, args: { id: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      return prisma.shipment.update({ where: { id: args.id }, data: { archivedAt: new Date(), archivedBy: user.id } });
    },
  },
};
