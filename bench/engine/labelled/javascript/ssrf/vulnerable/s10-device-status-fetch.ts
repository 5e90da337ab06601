import { Request, Response } from 'express';

export async function deviceStatus(req: Request, res: Response) {
  const { host, port = '8080' } = req.body as { host: string; port?: string };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 3000);
  try {
    const r = await fetch(`http://${host}:${port}/status`, { signal: controller.signal });
    const data = await r.json();
    res.json({ online: true, data });
  } catch {
    res.json({ online: false });
  } finally {
    clearTimeout(timer);
  }
}
