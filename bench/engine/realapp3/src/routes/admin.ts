import { Router } from 'express';
import { adminController } from '../controllers/adminController';
import { requireAuth, requireRole } from '../middleware/auth';
import { statementUpload } from '../middleware/upload';

export default function (router: Router) {
  const admin = [requireAuth, requireRole('owner')];
  router.get('/admin/audit', ...admin, adminController.auditByActor);
  router.post('/admin/audit/action', ...admin, adminController.auditByAction);
  router.post('/admin/audit/search', ...admin, adminController.auditSearch);
  router.get('/admin/audit/target', ...admin, adminController.auditByTarget);
  router.post('/admin/statements', ...admin, statementUpload.single('statement'), adminController.importStatement);
  router.post('/admin/statements/strict', ...admin, adminController.importStatementStrict);
  router.get('/admin/disk', ...admin, adminController.disk);
  router.post('/admin/compress', ...admin, adminController.compress);
}
