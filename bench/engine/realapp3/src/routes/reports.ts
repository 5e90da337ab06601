import { Router } from 'express';
import { reportController } from '../controllers/reportController';
import { requireAuth, requireRole } from '../middleware/auth';

export default function (router: Router) {
  router.get('/reports/revenue', requireAuth, reportController.revenue);
  router.get('/reports/revenue/range', requireAuth, reportController.revenueRange);
  router.post('/reports/custom', requireAuth, requireRole('owner', 'accountant'), reportController.custom);
  router.get('/reports/evaluate', requireAuth, reportController.evaluate);
  router.post('/reports/fields', requireAuth, reportController.fieldColumns);
  router.post('/reports/archive', requireAuth, reportController.archive);
  router.post('/reports/export.csv', requireAuth, reportController.exportCsv);
  router.post('/reports/:id/export.pdf', requireAuth, reportController.exportPdf);
  router.get('/reports/widget.js', requireAuth, reportController.widget);
  router.get('/reports/widget', requireAuth, reportController.widgetJson);
}
