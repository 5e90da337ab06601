import { Request, Response } from 'express';
import * as yaml from 'js-yaml';

export function importPipeline(req: Request, res: Response) {
  const text: string = req.body.definition;
  // ruleid: js-insecure-deserialization
  const full = yaml.unsafeLoad(text);
  // ruleid: js-insecure-deserialization
  const all = yaml.unsafeLoadAll(text, undefined, { filename: 'upload.yml' });
  // ok: js-insecure-deserialization
  const plain = yaml.load(text, { schema: yaml.JSON_SCHEMA });
  // ok: js-insecure-deserialization
  const fixed = yaml.unsafeLoad('steps: []');
  res.json({ full, all, plain, fixed });
}
