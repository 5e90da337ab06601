import fs from 'fs';
import path from 'path';
import Handlebars from 'handlebars';
import ejs from 'ejs';

const TEMPLATE_DIR = path.join(__dirname, '..', 'templates');

const invoiceEmail = Handlebars.compile(fs.readFileSync(path.join(TEMPLATE_DIR, 'invoice-email.hbs'), 'utf8'));

export function renderInvoiceEmail(data: { customerName: string; number: string; total: string }): string {
  return invoiceEmail(data);
}

/** Organisations can customise the e-mail sent with their invoices. */
export function renderCustomEmail(templateSource: string, data: Record<string, unknown>): string {
  const template = Handlebars.compile(templateSource);
  return template(data);
}

export function renderFooter(footerSource: string, data: Record<string, unknown>): string {
  return ejs.render(footerSource, data);
}

export async function renderReminder(data: { customerName: string; daysLate: number }): Promise<string> {
  return ejs.renderFile(path.join(TEMPLATE_DIR, 'reminder.ejs'), data);
}
