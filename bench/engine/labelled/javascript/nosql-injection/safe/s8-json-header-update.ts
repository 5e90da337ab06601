import { Request, Response } from 'express';
import { Collection, ObjectId } from 'mongodb';

export class TaskHandler {
  constructor(private readonly tasks: Collection) {}

  async complete(req: Request, res: Response): Promise<void> {
    const parsed = JSON.parse(req.header('x-task-selector') || '{}');
    if (!ObjectId.isValid(parsed.id)) {
      res.sendStatus(400);
      return;
    }
    await this.tasks.updateMany({ _id: new ObjectId(parsed.id) }, { $set: { done: true } });
    res.sendStatus(204);
  }
}
