import path from 'node:path';
import type { Request, Response } from 'express';

const UPLOAD_DIR = path.resolve(process.env.UPLOAD_DIR ?? './uploads');

export class FilesController {
  download = async (req: Request<{ name: string }>, res: Response): Promise<void> => {
    const { name } = req.params;
    res.sendFile(path.join(UPLOAD_DIR, name));
  };
}
