import { Request, Response } from 'express';
import { promises as fsp } from 'fs';
import * as path from 'path';

const AVATAR_DIR = path.resolve('storage/avatars');

function insideAvatars(filename: string): string | null {
  const destination = path.resolve(AVATAR_DIR, filename);
  return destination.startsWith(AVATAR_DIR + path.sep) ? destination : null;
}

export class AvatarController {
  async upload(req: Request, res: Response) {
    const { filename, data } = req.body as { filename: string; data: string };
    const destination = insideAvatars(filename);
    if (!destination) {
      return res.status(400).json({ error: 'bad filename' });
    }
    await fsp.writeFile(destination, Buffer.from(data, 'base64'));
    res.status(201).json({ stored: path.basename(destination) });
  }
}

export const avatars = new AvatarController();
