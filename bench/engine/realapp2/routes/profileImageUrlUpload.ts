import fs from 'fs'
import fetch from 'node-fetch'
import { type Request, type Response, type NextFunction } from 'express'
import { UserModel } from '../models/index'

const AVATAR_CDN = 'https://cdn.tidewater.example/avatars'

// POST /profile/image/url  (form: imageUrl)
export function profileImageUrlUpload () {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.body.imageUrl === undefined) return res.status(400).end()
    const url = req.body.imageUrl
    const user = await UserModel.findByPk(res.locals.user?.id)
    if (!user) return next(new Error('Blocked illegal activity'))
    try {
      const response = await fetch(url)
      if (!response.ok || !response.body) throw new Error('url returned a non-OK status code or an empty body')
      const ext = ['jpg', 'jpeg', 'png', 'svg', 'gif'].includes(url.split('.').slice(-1)[0].toLowerCase()) ? url.split('.').slice(-1)[0].toLowerCase() : 'jpg'
      const fileStream = fs.createWriteStream(`uploads/avatars/${user.id}.${ext}`, { flags: 'w' })
      response.body.pipe(fileStream)
      await user.update({ profileImage: `/assets/avatars/${user.id}.${ext}` })
    } catch {
      await user.update({ profileImage: url })
    }
    res.location(process.env.BASE_PATH + '/profile')
    res.redirect(process.env.BASE_PATH + '/profile')
  }
}

// POST /profile/image/gallery  (form: avatar)
export function pickGalleryAvatar () {
  return async (req: Request, res: Response) => {
    const id = Number.parseInt(String(req.body.avatar), 10)
    const response = await fetch(`${AVATAR_CDN}/gallery/${Number.isInteger(id) ? id : 1}.png`)
    res.type('png').send(await response.buffer())
  }
}
