import axios from 'axios';
import { GraphQLError } from 'graphql';
import { prisma } from '../../db/prisma';
import { requireUser, type GqlContext } from '../context';
import { deliverToAllowedHost, deliverWebhook } from '../../services/webhooks';

export const webhookResolvers = {
  Query: {
    webhooks: (_parent: unknown, _args: unknown, ctx: GqlContext) => prisma.webhook.findMany({ where: { orgId: requireUser(ctx).orgId } }),
  },

  Mutation: {
    saveWebhook: (_parent: unknown, args: { url: string; event: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      if (!/^https?:\/\//.test(args.url)) throw new GraphQLError('URL must be http(s)');
      return prisma.webhook.create({ data: { orgId: user.orgId, url: args.url, event: args.event } });
    },

    testWebhook: async (_parent: unknown, args: { id: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      const hook = await prisma.webhook.findFirstOrThrow({ where: { id: args.id, orgId: user.orgId } });
      return deliverWebhook(hook.url, { type: 'ping', sentAt: new Date().toISOString() });
    },

    notifyPartner: async (_parent: unknown, args: { url: string }, ctx: GqlContext) => {
      requireUser(ctx);
      await deliverToAllowedHost(args.url, { type: 'partner.ping' });
      return true;
    },

    importManifest: async (_parent: unknown, args: { url: string }, ctx: GqlContext) => {
      const user = requireUser(ctx);
      const { data } = await axios.get<Array<{ reference: string }>>(args.url, { timeout: 10_000 });
      await prisma.shipment.updateMany({ where: { orgId: user.orgId, reference: { in: data.map((d) => d.reference) } }, data: { status: 'IN_TRANSIT' } });
      return data.length;
    },
  },
};
