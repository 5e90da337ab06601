import { Router } from 'express';
import { InvoiceController } from '../controllers/InvoiceController';
import { requireAuth, requireRole } from '../middleware/auth';
import { apiLimiter } from '../middleware/rateLimit';

export default function (router: Router) {
  const invoices = new InvoiceController();
  router.get('/invoices', requireAuth, apiLimiter, invoices.list);
  router.get('/v2/invoices', requireAuth, apiLimiter, invoices.listChecked);
  router.get('/invoices/search', requireAuth, invoices.search);
  router.get('/invoices/over', requireAuth, invoices.overAmount);
  router.get('/invoices/:id/print', requireAuth, invoices.printable);
  router.post('/invoices/:id/email-preview', requireAuth, requireRole('owner', 'accountant'), invoices.previewEmail);
  router.put('/invoices/:id/notes', requireAuth, invoices.annotate);
}
