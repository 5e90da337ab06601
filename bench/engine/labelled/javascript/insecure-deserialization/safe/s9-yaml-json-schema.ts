import yaml from 'js-yaml';
import type { Request, Response } from 'express';

interface Pipeline {
  steps: Array<{ name: string }>;
}

export async function importPipeline(req: Request, res: Response): Promise<void> {
  const text = String(req.body.definition ?? '');
  const pipeline = yaml.load(text, { schema: yaml.JSON_SCHEMA }) as Pipeline;
  res.json({ steps: pipeline.steps.map((s) => s.name) });
}
