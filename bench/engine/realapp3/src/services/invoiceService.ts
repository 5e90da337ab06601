import { invoiceRepository } from '../repositories/invoiceRepository';
import { auditRepository } from '../repositories/auditRepository';
import { renderCustomEmail, renderFooter, renderInvoiceEmail } from '../utils/mailer';
import { HttpError } from '../middleware/errors';

const STATUSES = ['draft', 'sent', 'paid', 'void'];

export class InvoiceService {
  async get(orgId: number, id: number) {
    const invoice = await invoiceRepository.findById(orgId, id);
    if (!invoice) throw new HttpError(404, 'invoice not found');
    return invoice;
  }

  byStatus(orgId: number, status: string) {
    return invoiceRepository.listByStatus(orgId, status);
  }

  byKnownStatus(orgId: number, status: string) {
    if (!STATUSES.includes(status)) throw new HttpError(400, 'unknown status');
    return invoiceRepository.listByStatus(orgId, status);
  }

  search(orgId: number, term: string) {
    return invoiceRepository.search(orgId, term);
  }

  searchByCustomer(orgId: number, name: string) {
    return invoiceRepository.searchByCustomer(orgId, name);
  }

  overAmount(orgId: number, min: string) {
    return invoiceRepository.listAboveTotal(orgId, Math.round(Number(min) * 100));
  }

  async previewEmail(orgId: number, id: number, customTemplate?: string, footer?: string) {
    const invoice = await this.get(orgId, id);
    const data = { customerName: String(invoice.customer_id), number: invoice.number, total: (invoice.total_cents / 100).toFixed(2) };
    const body = customTemplate ? renderCustomEmail(customTemplate, data) : renderInvoiceEmail(data);
    return footer ? body + renderFooter(footer, data) : body;
  }

  async annotate(orgId: number, actor: string, id: number, notes: string) {
    await invoiceRepository.updateNotes(orgId, id, notes);
    await auditRepository.record(orgId, actor, 'invoice.annotate', String(id));
  }
}

export const invoiceService = new InvoiceService();
