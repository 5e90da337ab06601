import { Request, Response } from 'express';

class ConfigStore {
  private data = new Map<string, unknown>();

  set(path: string, value: unknown): void {
    this.data.set(path, value);
  }

  snapshot(): Record<string, unknown> {
    return Object.fromEntries(this.data);
  }
}

const store = new ConfigStore();

export function updateConfig(req: Request, res: Response) {
  const { path, value } = req.body as { path: string; value: unknown };
  if (typeof path !== 'string' || path.length === 0) {
    return res.status(400).json({ error: 'path required' });
  }
  store.set(path, value);
  res.json(store.snapshot());
}
