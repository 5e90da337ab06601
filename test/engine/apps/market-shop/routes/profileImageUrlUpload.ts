import { type Request, type Response, type NextFunction } from 'express';
import fs from 'fs';
import { UserModel } from '../models/user';
import * as insecurity from '../lib/insecurity';

const AVATAR_HOSTS = ['avatars.kiosk.example', 'cdn.kiosk.example'];

module.exports = function profileImageUrlUpload () {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.body.imageUrl !== undefined) {
      const url = req.body.imageUrl;
      const loggedInUser = insecurity.verify(req.cookies.token) as any;
      if (loggedInUser) {
        try {
          // ruleid: js-ssrf
          const response = await fetch(url);
          if (!response.ok || !response.body) throw new Error('url returned a non-OK status code or an empty body');
          const ext = ['jpg', 'jpeg', 'png', 'svg', 'gif'].includes(url.split('.').slice(-1)[0].toLowerCase()) ? url.split('.').slice(-1)[0].toLowerCase() : 'jpg';
          fs.writeFileSync(`frontend/dist/assets/public/images/uploads/${loggedInUser.data.id}.${ext}`, Buffer.from(await response.arrayBuffer()));
          await UserModel.update({ profileImage: `assets/public/images/uploads/${loggedInUser.data.id}.${ext}` }, { where: { id: loggedInUser.data.id } });
        } catch (error) {
          next(error);
          return;
        }
      }
    }
    res.location(process.env.BASE_PATH + '/profile');
    res.redirect(process.env.BASE_PATH + '/profile');
  };
};

module.exports.checked = function profileImageFromCdn () {
  return async (req: Request, res: Response) => {
    const target = new URL(String(req.body.imageUrl));
    if (!AVATAR_HOSTS.includes(target.hostname)) return res.status(400).json({ error: 'unsupported host' });
    // ok: js-ssrf
    const response = await fetch(target);
    res.json({ size: Number(response.headers.get('content-length')) });
  };
};
