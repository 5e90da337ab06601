import fs from 'fs'
import path from 'path'
import { type Application, type Request, type Response, type NextFunction } from 'express'
import { UserModel } from '../models'
import { download } from '../lib/httpClient'
import { imageEtag, isAuthorized } from '../lib/security'
import config from '../config'
import logger from '../lib/logger'

const uploadDirectory = config.get<string>('images.directory')
const allowedImageHosts = new Set(config.get<string[]>('images.allowedHosts'))

async function storeImage (userId: number, bytes: Buffer, extension: string): Promise<string> {
  const fileName = `${userId}.${extension}`
  await fs.promises.writeFile(path.join(uploadDirectory, fileName), bytes)
  return `/assets/public/images/uploads/${fileName}?v=${imageEtag(bytes)}`
}

export function fetchProfileImageFromUrl () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const url: string = req.body.imageUrl
    const user = res.locals.user
    try {
      const bytes = await download(url)
      const ext = ['jpg', 'jpeg', 'png', 'svg', 'gif'].includes(url.split('.').slice(-1)[0].toLowerCase()) ? url.split('.').slice(-1)[0].toLowerCase() : 'jpg'
      const stored = await storeImage(user.id, bytes, ext)
      await UserModel.update({ profileImage: stored }, { where: { id: user.id } })
      res.location(process.env.BASE_PATH + '/profile')
      res.redirect(process.env.BASE_PATH + '/profile')
    } catch (error) {
      logger.warn(`profile image download from ${url} failed`)
      next(error)
    }
  }
}

/* Gallery picker in the new profile page: images from our CDN or the stock photo service only. */
export function fetchGalleryImage () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const parsed = new URL(String(req.body.imageUrl))
      if (parsed.protocol !== 'https:' || !allowedImageHosts.has(parsed.hostname)) {
        res.status(400).json({ error: 'Images must come from the gallery' })
        return
      }
      const bytes = await download(parsed.toString())
      const stored = await storeImage(res.locals.user.id, bytes, 'jpg')
      await UserModel.update({ profileImage: stored }, { where: { id: res.locals.user.id } })
      res.json({ profileImage: stored })
    } catch (error) {
      next(error)
    }
  }
}

export function register (app: Application): void {
  app.post('/rest/profile/gallery-image', isAuthorized(), fetchGalleryImage())
}
