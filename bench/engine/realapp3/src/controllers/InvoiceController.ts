import { Request, Response, NextFunction } from 'express';
import { invoiceService, InvoiceService } from '../services/invoiceService';
import { escapeHtml } from '../utils/html';

export class InvoiceController {
  constructor(private readonly invoices: InvoiceService = invoiceService) {}

  list = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const status = String(req.query.status || 'sent');
      res.json(await this.invoices.byStatus(req.user!.orgId, status));
    } catch (err) {
      next(err);
    }
  };

  listChecked = async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.json(await this.invoices.byKnownStatus(req.user!.orgId, String(req.query.status)));
    } catch (err) {
      next(err);
    }
  };

  search = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const q = req.query.q as string;
      const rows = req.query.by === 'customer'
        ? await this.invoices.searchByCustomer(req.user!.orgId, q)
        : await this.invoices.search(req.user!.orgId, q);
      res.json(rows);
    } catch (err) {
      next(err);
    }
  };

  overAmount = async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.json(await this.invoices.overAmount(req.user!.orgId, String(req.query.min)));
    } catch (err) {
      next(err);
    }
  };

  // Printable view used by the "open in new tab" link.
  printable = async (req: Request, res: Response) => {
    const id = Number(req.params.id);
    try {
      const invoice = await this.invoices.get(req.user!.orgId, id);
      res.send(`<html><body><h1>Invoice ${escapeHtml(invoice.number)}</h1><pre>${escapeHtml(invoice.notes ?? '')}</pre></body></html>`);
    } catch {
      res.status(404).send(`<html><body><p>No invoice with reference ${req.params.id}</p></body></html>`);
    }
  };

  previewEmail = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const html = await this.invoices.previewEmail(req.user!.orgId, Number(req.params.id), req.body.template, req.body.footer);
      res.type('html').send(html);
    } catch (err) {
      next(err);
    }
  };

  annotate = async (req: Request, res: Response, next: NextFunction) => {
    try {
      await this.invoices.annotate(req.user!.orgId, String(req.user!.id), Number(req.params.id), String(req.body.notes));
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  };
}
