import { Request, Response } from 'express';
import yaml from 'js-yaml';

interface Workflow {
  name: string;
  steps: unknown[];
}

export class WorkflowController {
  importDefinition = (req: Request, res: Response) => {
    const source = req.body.toString('utf8');
    const workflow = yaml.load(source, { schema: yaml.JSON_SCHEMA }) as Workflow;
    if (!workflow || !Array.isArray(workflow.steps)) {
      return res.status(400).json({ error: 'steps required' });
    }
    res.status(201).json({ name: workflow.name, steps: workflow.steps.length });
  };
}
