import { Request, Response } from 'express';
import { promises as fsp } from 'fs';
import * as path from 'path';

const AVATAR_DIR = path.resolve('storage/avatars');

export class AvatarController {
  async upload(req: Request, res: Response) {
    const { filename, data } = req.body as { filename: string; data: string };
    const destination = path.resolve(AVATAR_DIR, filename);
    await fsp.writeFile(destination, Buffer.from(data, 'base64'));
    res.status(201).json({ stored: filename });
  }
}

export const avatars = new AvatarController();
