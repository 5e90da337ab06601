import serialize from 'node-serialize';
import type { NextFunction, Request, Response } from 'express';

export class ReportStateMiddleware {
  restore(req: Request, res: Response, next: NextFunction): void {
    const header = req.get('x-report-state');
    if (header) {
      res.locals.reportState = serialize.unserialize(Buffer.from(header, 'base64').toString());
    }
    next();
  }
}
