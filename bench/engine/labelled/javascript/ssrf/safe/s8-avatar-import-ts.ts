import axios from 'axios';
import { Request, Response } from 'express';

interface ImportBody {
  avatarId: string;
}

export const importAvatar = async (req: Request<{}, {}, ImportBody>, res: Response) => {
  const { avatarId } = req.body;
  const url = `https://avatars.example-cdn.com/v1/${encodeURIComponent(avatarId)}.png`;
  const image = await axios({ method: 'get', url, responseType: 'arraybuffer' });
  res.type('image/png').send(image.data);
};
