import { db } from './db';

export interface InvoiceRow {
  id: number;
  org_id: number;
  customer_id: number;
  number: string;
  status: string;
  total_cents: number;
  notes: string | null;
}

export const invoiceRepository = {
  findById(orgId: number, id: number): Promise<InvoiceRow | undefined> {
    return db<InvoiceRow>('invoices').where({ org_id: orgId, id }).first();
  },

  listByStatus(orgId: number, status: string) {
    return db<InvoiceRow>('invoices').where('org_id', orgId).whereRaw(`status = '${status}'`).orderBy('id', 'desc');
  },

  listAboveTotal(orgId: number, minCents: number) {
    return db<InvoiceRow>('invoices').where('org_id', orgId).whereRaw('total_cents >= ?', [minCents]);
  },

  async search(orgId: number, term: string) {
    const result = await db.raw(
      `SELECT id, number, status FROM invoices WHERE org_id = ${orgId} AND (number ILIKE '%${term}%' OR notes ILIKE '%${term}%')`,
    );
    return result.rows;
  },

  async searchByCustomer(orgId: number, customerName: string) {
    const result = await db.raw(
      'SELECT i.id, i.number FROM invoices i JOIN customers c ON c.id = i.customer_id WHERE i.org_id = ? AND c.name ILIKE ?',
      [orgId, `%${customerName}%`],
    );
    return result.rows;
  },

  updateNotes(orgId: number, id: number, notes: string) {
    return db('invoices').where({ org_id: orgId, id }).update({ notes });
  },
};
