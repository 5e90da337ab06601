import { Router } from 'express';
import AttachmentController from '../controllers/AttachmentController';
import { requireAuth } from '../middleware/auth';
import { attachmentUpload } from '../middleware/upload';

export default function (router: Router) {
  router.post('/attachments', requireAuth, attachmentUpload.single('file'), AttachmentController.upload);
  router.get('/attachments/:name', requireAuth, AttachmentController.download);
  router.get('/v2/attachments/:name', requireAuth, AttachmentController.downloadChecked);
  router.get('/attachments/:name/preview', requireAuth, AttachmentController.preview);
  router.get('/legacy/preview', requireAuth, AttachmentController.legacyPreview);
  router.delete('/attachments/:name', requireAuth, AttachmentController.remove);
  router.get('/attachments/:name/text', requireAuth, AttachmentController.extractText);
}
