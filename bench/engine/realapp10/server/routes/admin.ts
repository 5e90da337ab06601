import { exec, execFile } from 'child_process'
import path from 'path'
import { type Application, type Request, type Response, type NextFunction } from 'express'
import { isAuthorized } from '../lib/security'
import config from '../config'

function requireRole (role: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (res.locals.user?.role !== role) {
      res.status(403).json({ error: 'Forbidden' })
      return
    }
    next()
  }
}

export function diskUsage () {
  return (req: Request, res: Response) => {
    const folder = String(req.query.folder ?? 'uploads')
    exec(`du -sh ${folder}`, { cwd: process.cwd(), timeout: 10000 }, (err, stdout) => {
      if (err) {
        res.status(500).json({ error: 'du failed' })
        return
      }
      res.json({ usage: stdout.trim() })
    })
  }
}

export function archiveExports () {
  return (req: Request, res: Response) => {
    const archiveName = `exports-${String(req.query.label ?? 'manual')}.tar.gz`
    execFile('tar', ['-czf', path.join('/var/backups/harbor', path.basename(archiveName)), config.get<string>('exports.directory')], (err) => {
      res.json({ archived: !err, archiveName })
    })
  }
}

export function appVersion () {
  return (req: Request, res: Response) => {
    exec('git rev-parse --short HEAD', (err, stdout) => {
      res.json({ version: err ? 'unknown' : stdout.trim() })
    })
  }
}

export function register (app: Application): void {
  app.get('/rest/admin/disk-usage', isAuthorized(), requireRole('admin'), diskUsage())
  app.post('/rest/admin/archive-exports', isAuthorized(), requireRole('admin'), archiveExports())
  app.get('/rest/admin/application-version', appVersion())
}
