import { type Request, type Response, type NextFunction } from 'express'
import pug from 'pug'
import fs from 'fs'
import { UserModel } from '../models/index'
import config from 'config'

const themes = ['bluegrey-lightgreen', 'deeporange-indigo', 'pink-bluegrey']

// POST /profile  (form: username)
export function updateUserProfile () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const user = await UserModel.findByPk(res.locals.user?.id)
    if (!user) return next(new Error('Blocked illegal activity by ' + req.socket.remoteAddress))
    await user.update({ username: req.body.username })
    req.session.username = req.body.username
    req.session.lastProfileUpdate = Date.now()
    res.location(process.env.BASE_PATH + '/profile')
    res.redirect(process.env.BASE_PATH + '/profile')
  }
}

// GET /profile
export function getUserProfile () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const user = await UserModel.findByPk(res.locals.user?.id)
    if (!user) return next(new Error('Blocked illegal activity'))
    let template = fs.readFileSync('views/userProfile.pug', 'utf8')
    let username = user.username
    if (username?.match(/#\{(.*)\}/) !== null && req.app.locals.allowProfileExpressions) {
      username = '\\' + username
    }
    template = template.replace(/_username_/g, username)
    template = template.replace(/_title_/g, config.get<string>('application.name'))
    const fn = pug.compile(template)
    res.send(fn({ profileImage: user.profileImage, theme: req.session.theme ?? themes[0] }))
  }
}

// POST /profile/theme
export function setTheme () {
  return (req: Request, res: Response) => {
    req.session.theme = themes.includes(req.body.theme) ? req.body.theme : themes[0]
    res.redirect('/profile')
  }
}
