import { Request, Response, NextFunction } from 'express';
import { reportService } from '../services/reportService';
import { exportService } from '../services/exportService';

export const reportController = {
  async revenue(req: Request, res: Response, next: NextFunction) {
    try {
      const from = (req.query.from as string) || '2020-01-01';
      res.json(await reportService.revenueSince(req.user!.orgId, from));
    } catch (err) {
      next(err);
    }
  },

  async revenueRange(req: Request, res: Response, next: NextFunction) {
    try {
      res.json(await reportService.revenueBetween(req.user!.orgId, String(req.query.from), String(req.query.to)));
    } catch (err) {
      next(err);
    }
  },

  async custom(req: Request, res: Response, next: NextFunction) {
    try {
      const rows = await reportService.revenueBetween(req.user!.orgId, req.body.from, req.body.to);
      res.json(reportService.withCustomColumns(rows, req.body.columns));
    } catch (err) {
      next(err);
    }
  },

  async evaluate(req: Request, res: Response) {
    const row = JSON.parse(String(req.query.row || '{}'));
    res.json({ value: reportService.evaluate(String(req.query.expr), row) });
  },

  async fieldColumns(req: Request, res: Response, next: NextFunction) {
    try {
      const rows = await reportService.revenueBetween(req.user!.orgId, req.body.from, req.body.to);
      res.json(reportService.withFieldColumns(rows, req.body.columns));
    } catch (err) {
      next(err);
    }
  },

  async archive(req: Request, res: Response, next: NextFunction) {
    try {
      const name = await exportService.archive(req.body.name, req.body.invoiceIds || []);
      res.json({ name });
    } catch (err) {
      next(err);
    }
  },

  async exportCsv(req: Request, res: Response) {
    const out = exportService.openCsv(req.body.filename);
    out.end('number,total\n');
    res.status(202).json({ queued: true });
  },

  async exportPdf(req: Request, res: Response) {
    const out = exportService.openPdf(Number(req.params.id));
    out.end();
    res.status(202).json({ queued: true });
  },

  // JSONP endpoint kept for the old embeddable revenue widget.
  async widget(req: Request, res: Response, next: NextFunction) {
    try {
      const data = await reportService.revenueBetween(req.user!.orgId, '2024-01-01', new Date().toISOString());
      res.type('application/javascript').send(`${req.query.callback}(${JSON.stringify(data)})`);
    } catch (err) {
      next(err);
    }
  },

  async widgetJson(req: Request, res: Response, next: NextFunction) {
    try {
      const data = await reportService.revenueBetween(req.user!.orgId, '2024-01-01', new Date().toISOString());
      res.jsonp(data);
    } catch (err) {
      next(err);
    }
  },
};
