import axios, { AxiosInstance } from 'axios';
import type { Request, Response } from 'express';

export class ImageProxy {
  private readonly http: AxiosInstance = axios.create({ timeout: 5000 });

  handle = async (req: Request, res: Response): Promise<void> => {
    const src = req.query.src as string | undefined;
    if (!src?.startsWith('http')) {
      res.status(400).end();
      return;
    }
    const upstream = await this.http.get<ArrayBuffer>(src, { responseType: 'arraybuffer' });
    res.type(upstream.headers['content-type'] ?? 'application/octet-stream').send(Buffer.from(upstream.data));
  };
}
