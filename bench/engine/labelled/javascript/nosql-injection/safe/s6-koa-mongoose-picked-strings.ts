import type { Context } from 'koa';
import { Issue } from '../models/issue';

export const issueController = {
  async list(ctx: Context) {
    const { status, label } = ctx.query;
    const filter: Record<string, unknown> = { archived: false };
    if (typeof status === 'string') filter.status = status;
    if (typeof label === 'string') filter.labels = label;
    ctx.body = await Issue.find(filter).sort({ updatedAt: -1 }).lean();
  },
};
