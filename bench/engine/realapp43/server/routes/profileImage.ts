import fs from 'fs'
import path from 'path'
import type { Application } from 'express'
import { UserModel } from '../models'
import { config } from '../config'
import { requireLogin } from '../lib/auth'
import { downloadImage, isAllowedImageHost } from '../lib/http'

export default function registerProfileImageRoutes (app: Application) {
  app.post('/profile/image/url', requireLogin, async (req, res, next) => {
    try {
      const url: string = req.body.imageUrl
      const image = await downloadImage(url)
      const fileName = `${req.user!.id}.jpg`
      fs.writeFileSync(path.join(config.uploadDirectory, 'avatars', fileName), image)
      await UserModel.update({ profileImage: `/assets/public/images/uploads/${fileName}` }, { where: { id: req.user!.id } })
      res.location(process.env.BASE_PATH + '/profile').status(302).end()
    } catch (err) {
      next(err)
    }
  })

  app.post('/v2/profile/image/url', requireLogin, async (req, res, next) => {
    try {
      const url = String(req.body.imageUrl)
      if (!isAllowedImageHost(url)) return res.status(400).json({ error: 'Images must come from our CDN.' })
      const picture = await downloadImage(url)
      fs.writeFileSync(path.join(config.uploadDirectory, 'avatars', `${req.user!.id}.jpg`), picture)
      res.status(204).end()
    } catch (err) {
      next(err)
    }
  })

  app.get('/profile/image/preview', requireLogin, async (req, res) => {
    const response = await fetch(String(req.query.src))
    res.type(response.headers.get('content-type') ?? 'image/jpeg').send(Buffer.from(await response.arrayBuffer()))
  })

  app.get('/profile/image/cdn/:name', async (req, res) => {
    const response = await fetch(`https://cdn.orchard-market.example/avatars/${encodeURIComponent(req.params.name)}`)
    res.type('image/jpeg').send(Buffer.from(await response.arrayBuffer()))
  })
}
