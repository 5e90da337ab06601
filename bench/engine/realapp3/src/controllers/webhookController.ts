import { Request, Response, NextFunction } from 'express';
import { webhookService } from '../services/webhookService';

export class WebhookController {
  async test(req: Request, res: Response, next: NextFunction) {
    try {
      await webhookService.sendTest(req.body.url);
      res.json({ delivered: true });
    } catch (err) {
      next(err);
    }
  }

  async replay(req: Request, res: Response, next: NextFunction) {
    try {
      await webhookService.deliver(req.body.url, req.body.event);
      res.json({ delivered: true });
    } catch (err) {
      next(err);
    }
  }

  async rate(req: Request, res: Response, next: NextFunction) {
    try {
      res.json(await webhookService.exchangeRate(String(req.query.currency)));
    } catch (err) {
      next(err);
    }
  }
}
