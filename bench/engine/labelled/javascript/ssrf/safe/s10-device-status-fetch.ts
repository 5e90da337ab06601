import { Request, Response } from 'express';

const DEVICES: Record<string, string> = {
  'printer-1': 'http://10.0.4.21:8080',
  'printer-2': 'http://10.0.4.22:8080',
  scanner: 'http://10.0.4.30:8080',
};

export async function deviceStatus(req: Request, res: Response) {
  const { device } = req.body as { device: string };
  const base = DEVICES[device];
  if (!base) {
    return res.status(404).json({ error: 'unknown device' });
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 3000);
  try {
    const r = await fetch(`${base}/status`, { signal: controller.signal });
    const data = await r.json();
    res.json({ online: true, data });
  } catch {
    res.json({ online: false });
  } finally {
    clearTimeout(timer);
  }
}
