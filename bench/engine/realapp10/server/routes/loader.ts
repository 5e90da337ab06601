import fs from 'fs'
import path from 'path'
import { type Application } from 'express'
import logger from '../lib/logger'

/*
 * Every module in this folder exports `register(app)`; adding a route file is enough to expose it.
 * Modules wired by hand in app.ts do not export register and are skipped.
 */
export function registerRoutes (app: Application, directory: string): void {
  for (const file of fs.readdirSync(directory)) {
    if (!/\.(js|ts)$/.test(file) || file.startsWith('loader')) continue
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const routeModule = require(path.join(directory, file))
    if (typeof routeModule.register === 'function') {
      routeModule.register(app)
      logger.info(`routes registered from ${file}`)
    }
  }
}
