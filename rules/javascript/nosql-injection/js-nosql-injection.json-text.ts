// JSON text decodes to objects: a header value is a string, but JSON.parse of it can hold operators.
import { Request, Response } from 'express';
import { Collection } from 'mongodb';

export class TaskHandler {
  constructor(private readonly tasks: Collection) {}

  async complete(req: Request, res: Response): Promise<void> {
    const selector = JSON.parse(req.header('x-task-selector') || '{}');
    // ruleid: js-nosql-injection
    await this.tasks.updateMany(selector, { $set: { done: true } });
    // ok: js-nosql-injection
    await this.tasks.updateMany({ owner: req.header('x-owner') }, { $set: { done: true } });
    const fromText = JSON.parse(String(req.query.filter));
    // ruleid: js-nosql-injection
    await this.tasks.deleteMany(fromText);
    // ok: js-nosql-injection
    await this.tasks.deleteMany({ owner: String(fromText.owner) });
    res.sendStatus(204);
  }
}
