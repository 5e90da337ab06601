import { Request, Response } from 'express';
import { Collection } from 'mongodb';

export class TaskHandler {
  constructor(private readonly tasks: Collection) {}

  async complete(req: Request, res: Response): Promise<void> {
    const selector = JSON.parse(req.header('x-task-selector') || '{}');
    await this.tasks.updateMany(selector, { $set: { done: true } });
    res.sendStatus(204);
  }
}
