import { Request, Response, NextFunction } from 'express';
import { auditRepository } from '../repositories/auditRepository';
import { statementService } from '../services/statementService';
import { exportService } from '../services/exportService';

export const adminController = {
  async auditByActor(req: Request, res: Response) {
    res.json(await auditRepository.byActor(req.user!.orgId, req.query.actor as string));
  },

  async auditByAction(req: Request, res: Response) {
    res.json(await auditRepository.byAction(req.user!.orgId, req.body.action));
  },

  async auditSearch(req: Request, res: Response) {
    res.json(await auditRepository.query({ ...req.body.filter, orgId: req.user!.orgId }));
  },

  async auditByTarget(req: Request, res: Response) {
    res.json(await auditRepository.byTargetPattern(req.user!.orgId, String(req.query.target)));
  },

  async importStatement(req: Request, res: Response, next: NextFunction) {
    try {
      const xml = req.file ? req.file.buffer.toString('utf8') : String(req.body);
      res.json(statementService.parseStatement(xml));
    } catch (err) {
      next(err);
    }
  },

  async importStatementStrict(req: Request, res: Response, next: NextFunction) {
    try {
      res.json(statementService.parseStatementStrict(String(req.body)));
    } catch (err) {
      next(err);
    }
  },

  async disk(_req: Request, res: Response) {
    res.type('text/plain').send(await exportService.diskUsage());
  },

  async compress(req: Request, res: Response) {
    exportService.compress(req.body.file);
    res.status(202).json({ queued: true });
  },
};
