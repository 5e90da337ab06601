import axios from 'axios';
import { Request, Response } from 'express';

interface ImportBody {
  avatarUrl: string;
}

export const importAvatar = async (req: Request<{}, {}, ImportBody>, res: Response) => {
  const { avatarUrl } = req.body;
  const image = await axios({ method: 'get', url: avatarUrl, responseType: 'arraybuffer' });
  res.type('image/png').send(image.data);
};
