import { customerResolvers } from './customers';
import { shipmentResolvers } from './shipments';
import { webhookResolvers } from './webhooks';

export const resolvers = {
  Query: { ...shipmentResolvers.Query, ...customerResolvers.Query, ...webhookResolvers.Query },
  Mutation: { ...shipmentResolvers.Mutation, ...customerResolvers.Mutation, ...webhookResolvers.Mutation },
  Customer: customerResolvers.Customer,
};
