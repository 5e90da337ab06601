import type { Context } from 'koa';
import { Issue } from '../models/issue';

export const issueController = {
  async list(ctx: Context) {
    const filter = { ...ctx.query, archived: false };
    ctx.body = await Issue.find(filter).sort({ updatedAt: -1 }).lean();
  },
};
