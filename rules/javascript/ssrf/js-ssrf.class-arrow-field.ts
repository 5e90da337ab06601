// A handler written as an arrow class field reads the instance's fields through `this`, as a method does.
import axios, { AxiosInstance } from 'axios';
import type { Request, Response } from 'express';

export class ImageProxy {
  private readonly http: AxiosInstance = axios.create({ timeout: 5000 });
  private readonly base = 'https://images.example.com/';

  fetchAny = async (req: Request, res: Response): Promise<void> => {
    // ruleid: js-ssrf
    const upstream = await this.http.get(String(req.query.src), { responseType: 'arraybuffer' });
    res.json({ size: upstream.data.byteLength });
  };

  fetchOwn = async (req: Request, res: Response): Promise<void> => {
    // ok: js-ssrf
    const upstream = await this.http.get(this.base + encodeURIComponent(String(req.query.id)), { responseType: 'arraybuffer' });
    res.json({ size: upstream.data.byteLength });
  };
}
