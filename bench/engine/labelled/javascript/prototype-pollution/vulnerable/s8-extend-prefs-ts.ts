import { Request, Response } from 'express';

type Json = { [k: string]: any };

function extend(dst: Json, src: Json): Json {
  for (const k in src) {
    if (typeof src[k] === 'object' && src[k] !== null) {
      dst[k] = extend(dst[k] || {}, src[k]);
    } else {
      dst[k] = src[k];
    }
  }
  return dst;
}

const defaults: Json = { theme: 'light', notifications: { email: true } };

export function updateProfile(req: Request, res: Response) {
  const prefs = extend(defaults, JSON.parse(req.body.prefs));
  res.json(prefs);
}
