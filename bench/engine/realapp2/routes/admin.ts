import { exec, execFile } from 'child_process'
import { type Request, type Response, type NextFunction } from 'express'

// POST /rest/admin/backup  { label }
export function createBackup () {
  return (req: Request, res: Response, next: NextFunction) => {
    const label = req.body.label ?? new Date().toISOString().slice(0, 10)
    exec(`tar czf backups/${label}.tgz uploads data/tidewater.sqlite`, (err) => {
      if (err) return next(err)
      res.json({ status: 'success', file: `${label}.tgz` })
    })
  }
}

// POST /rest/admin/thumbnails  { size }
export function rebuildThumbnails () {
  return (req: Request, res: Response, next: NextFunction) => {
    const size = String(req.body.size ?? '256')
    execFile('node', ['scripts/thumbnails.js', '--size', size], (err, stdout) => {
      if (err) return next(err)
      res.json({ status: 'success', output: stdout.split('\n').length })
    })
  }
}

// GET /rest/admin/application-version
export function retrieveAppVersion () {
  return (req: Request, res: Response) => {
    res.json({ version: process.env.npm_package_version ?? '0.0.0' })
  }
}
