import { z } from 'zod';
import type { NextFunction, Request, Response } from 'express';

const ReportState = z.object({ page: z.number().int().min(0), filters: z.array(z.string()).max(20) });

export class ReportStateMiddleware {
  restore(req: Request, res: Response, next: NextFunction): void {
    const header = req.get('x-report-state');
    if (header) {
      res.locals.reportState = ReportState.parse(JSON.parse(Buffer.from(header, 'base64').toString()));
    }
    next();
  }
}
