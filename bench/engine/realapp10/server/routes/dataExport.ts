import fs from 'fs'
import path from 'path'
import { type Application, type Request, type Response, type NextFunction } from 'express'
import { UserModel, OrderModel } from '../models'
import { isAuthorized } from '../lib/security'
import { safeFileName } from '../lib/filenames'
import config from '../config'

const exportDirectory = path.resolve(config.get<string>('exports.directory'))

async function collectUserData (userId: number) {
  const user = await UserModel.findByPk(userId, { attributes: ['id', 'email', 'role', 'profileImage'] })
  const orders = await OrderModel.findAll({ where: { UserId: userId } })
  return { user, orders }
}

/* GDPR export: the customer names the file so it is easy to find in their downloads. */
export function dataExport () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const data = await collectUserData(res.locals.user.id)
      const exportName: string = req.body.fileName || `export-${res.locals.user.id}.json`
      const target = path.join(exportDirectory, exportName)
      await fs.promises.writeFile(target, JSON.stringify(data, null, 2))
      res.json({ download: `/rest/user/data-export/${encodeURIComponent(exportName)}` })
    } catch (err) {
      next(err)
    }
  }
}

export function dataExportV2 () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const data = await collectUserData(res.locals.user.id)
      const exportName = safeFileName(String(req.body.fileName || `export-${res.locals.user.id}.json`))
      await fs.promises.writeFile(path.join(exportDirectory, exportName), JSON.stringify(data, null, 2))
      res.json({ download: `/rest/user/data-export/${encodeURIComponent(exportName)}` })
    } catch (err) {
      next(err)
    }
  }
}

export function downloadExport () {
  return (req: Request, res: Response) => {
    res.download(path.join(exportDirectory, req.params.file))
  }
}

export function register (app: Application): void {
  app.post('/rest/user/data-export', isAuthorized(), dataExport())
  app.post('/rest/v2/user/data-export', isAuthorized(), dataExportV2())
  app.get('/rest/user/data-export/:file', isAuthorized(), downloadExport())
}
