import { Request, Response, NextFunction } from 'express';
import { customerService } from '../services/customerService';

const orgOf = (req: Request) => req.user!.orgId;

export const customerController = {
  async list(req: Request, res: Response, next: NextFunction) {
    try {
      const { sort = 'name', limit = '20' } = req.query as Record<string, string>;
      res.json(await customerService.list(orgOf(req), sort, Number(limit)));
    } catch (err) {
      next(err);
    }
  },

  async listV2(req: Request, res: Response, next: NextFunction) {
    try {
      const { sort = 'name', limit = '20' } = req.query as Record<string, string>;
      res.json(await customerService.listSafely(orgOf(req), sort, Number(limit)));
    } catch (err) {
      next(err);
    }
  },

  async importAvatar(req: Request, res: Response, next: NextFunction) {
    try {
      await customerService.importAvatar(orgOf(req), Number(req.params.id), req.body.avatarUrl);
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  },

  async updateSettings(req: Request, res: Response, next: NextFunction) {
    try {
      res.json(await customerService.updateSettings(orgOf(req), Number(req.params.id), req.body));
    } catch (err) {
      next(err);
    }
  },

  async resetSettings(req: Request, res: Response, next: NextFunction) {
    try {
      res.json(await customerService.resetSettings(orgOf(req), Number(req.params.id), req.body));
    } catch (err) {
      next(err);
    }
  },

  async setOne(req: Request, res: Response) {
    const settings = customerService.setSetting({}, req.body.key, req.body.value);
    res.json(settings);
  },

  async displaySettings(req: Request, res: Response) {
    res.json(customerService.pickDisplaySettings(req.body));
  },
};
