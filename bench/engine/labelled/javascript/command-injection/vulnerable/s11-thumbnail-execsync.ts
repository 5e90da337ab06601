import { Request, Response } from 'express';
import { execSync } from 'child_process';
import * as path from 'path';

const MEDIA = '/srv/media';

class Thumbnailer {
  constructor(private readonly width: number) {}

  run(source: string, format: string): string {
    const out = path.join(MEDIA, 'thumbs', `${Date.now()}.${format}`);
    const cmd = ['convert', path.join(MEDIA, source), '-resize', `${this.width}x`, out].join(' ');
    execSync(cmd, { stdio: 'ignore' });
    return out;
  }
}

export function makeThumbnail(req: Request, res: Response) {
  const { source, format = 'png', width = 320 } = req.body;
  const thumb = new Thumbnailer(Number(width)).run(source, format);
  res.json({ thumb });
}
