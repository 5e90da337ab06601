import type { NextFunction, Request, Response } from 'express';
import escapeHtml from 'escape-html';

export class NotFoundHandler {
  handle(req: Request, res: Response, _next: NextFunction): void {
    res.status(404).send(`<p>No page at <code>${escapeHtml(decodeURIComponent(req.originalUrl))}</code></p>`);
  }
}
