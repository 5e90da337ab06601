import { Request, Response, Router } from 'express';
import knex from '../db/knex';

export function invoiceRoutes(router: Router): void {
  router.get('/invoices/search', async (req: Request, res: Response) => {
    const customer = String(req.query.customer ?? '');
    const result = await knex.raw('SELECT * FROM invoices WHERE customer_name = ?', [customer]);
    res.json(result.rows);
  });
}
