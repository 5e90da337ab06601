import fs from 'fs'
import path from 'path'
import type { Application } from 'express'
import { logger } from './lib/logger'

type RouteModule = { default: (app: Application) => void }

export function loadRoutes (app: Application, directory: string) {
  const files = fs.readdirSync(directory)
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .sort()
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const mod: RouteModule = require(path.join(directory, file))
    if (typeof mod.default === 'function') {
      mod.default(app)
      logger.info(`routes registered from ${file}`)
    }
  }
}
