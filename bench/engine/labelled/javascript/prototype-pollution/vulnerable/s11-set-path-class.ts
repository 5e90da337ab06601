import { Request, Response } from 'express';

class ConfigStore {
  private data: Record<string, any> = {};

  set(path: string, value: unknown): void {
    const keys = path.split('.');
    let node = this.data;
    keys.slice(0, -1).forEach((key) => {
      if (typeof node[key] !== 'object' || node[key] === null) {
        node[key] = {};
      }
      node = node[key];
    });
    node[keys[keys.length - 1]] = value;
  }

  snapshot() {
    return this.data;
  }
}

const store = new ConfigStore();

export function updateConfig(req: Request, res: Response) {
  const { path, value } = req.body as { path: string; value: unknown };
  store.set(path, value);
  res.json(store.snapshot());
}
