import yaml from 'js-yaml';
import { Request, Response } from 'express';
import { PipelineStore } from '../store/pipelines';

export class PipelineController {
  constructor(private readonly store: PipelineStore) {}

  importDefinition = async (req: Request, res: Response) => {
    const text = typeof req.body === 'string' ? req.body : String(req.body.definition);
    const definition = yaml.unsafeLoad(text) as { name: string; steps: unknown[] };
    const saved = await this.store.save(definition);
    res.status(201).json({ id: saved.id });
  };
}
