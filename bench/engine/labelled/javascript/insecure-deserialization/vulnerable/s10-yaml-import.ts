import { Request, Response, NextFunction } from 'express';
import * as yaml from 'js-yaml';
import { PipelineService } from '../services/pipeline-service';

const pipelines = new PipelineService();

export async function importPipeline(req: Request, res: Response, next: NextFunction) {
  try {
    const source: string = req.body.definition;
    const definition = yaml.unsafeLoad(source) as Record<string, unknown>;
    if (!definition || !definition.steps) {
      return res.status(400).json({ error: 'pipeline needs steps' });
    }
    const saved = await pipelines.create(req.params.projectId, definition);
    return res.status(201).json(saved);
  } catch (err) {
    return next(err);
  }
}
