import { knex } from '../../db/knex';
import { requireUser, type GqlContext } from '../context';
import { customerRepository } from '../../repositories/customerRepository';

export const customerResolvers = {
  Query: {
    customers: (_parent: unknown, args: { search?: string; city?: string }, ctx: GqlContext) =>
      customerRepository.search(requireUser(ctx).orgId, args.search ?? '', args.city),

    customer: (_parent: unknown, args: { id: string }, ctx: GqlContext) => customerRepository.byId(requireUser(ctx).orgId, args.id),

    customersInRegion: (_parent: unknown, args: { region: string }, ctx: GqlContext) =>
      customerRepository.inRegion(requireUser(ctx).orgId, args.region),
  },

  Customer: {
    shipments: (parent: { id: string }) => knex('shipments').where({ customer_id: parent.id }).orderBy('created_at', 'desc').limit(20),
  },

  Mutation: {
    renameCustomer: async (_parent: unknown, args: { id: string; name: string }, ctx: GqlContext) => {
      const updated = await customerRepository.rename(requireUser(ctx).orgId, args.id, args.name);
      return updated > 0;
    },
  },
};
