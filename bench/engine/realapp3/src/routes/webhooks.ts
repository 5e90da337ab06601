import { Router } from 'express';
import { WebhookController } from '../controllers/webhookController';
import { requireAuth } from '../middleware/auth';
import { webhookTestLimiter } from '../middleware/rateLimit';

export default function (router: Router) {
  const hooks = new WebhookController();
  router.post('/webhooks/test', requireAuth, webhookTestLimiter, (req, res, next) => hooks.test(req, res, next));
  router.post('/webhooks/replay', requireAuth, (req, res, next) => hooks.replay(req, res, next));
  router.get('/rates', requireAuth, hooks.rate.bind(hooks));
}
