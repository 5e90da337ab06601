import express from 'express'
import helmet from 'helmet'
import cookieParser from 'cookie-parser'
import path from 'path'
import { engine } from 'express-handlebars'
import { config } from './config'
import { sequelize } from './models'
import { loadRoutes } from './routeLoader'
import { attachUser } from './lib/auth'
import { logger } from './lib/logger'

const app = express()

app.use(helmet({ contentSecurityPolicy: false }))
app.use(express.json({ limit: '1mb' }))
app.use(express.urlencoded({ extended: true }))
app.use(cookieParser())
app.use(attachUser)

app.engine('hbs', engine({ extname: '.hbs', defaultLayout: false }))
app.set('views', path.join(__dirname, 'views'))
app.set('view engine', 'pug')

app.use('/assets', express.static(path.join(__dirname, '../frontend/dist/assets')))

loadRoutes(app, path.join(__dirname, 'routes'))

app.use((err: Error, req: express.Request, res: express.Response, next: express.NextFunction) => {
  logger.error(err.stack ?? err.message)
  res.status(500).json({ error: 'Something went wrong, please try again later.' })
})

sequelize.sync().then(() => {
  app.listen(config.port, () => logger.info(`Orchard Market listening on ${config.port}`))
}).catch((err) => {
  logger.error(`database sync failed: ${err}`)
  process.exit(1)
})

export default app
