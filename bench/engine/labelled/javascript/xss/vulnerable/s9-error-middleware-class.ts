import type { NextFunction, Request, Response } from 'express';

export class NotFoundHandler {
  handle(req: Request, res: Response, _next: NextFunction): void {
    res.status(404).send(`<p>No page at <code>${decodeURIComponent(req.originalUrl)}</code></p>`);
  }
}
