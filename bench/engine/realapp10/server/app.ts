import express, { type Application } from 'express'
import bodyParser from 'body-parser'
import cookieParser from 'cookie-parser'
import compression from 'compression'
import helmet from 'helmet'
import cors from 'cors'
import morgan from 'morgan'
import path from 'path'
import multer from 'multer'

import config from './config'
import { registerRoutes } from './routes/loader'
import productsRouter from './api/products.router'
import usersRouter from './api/users.router'
import { isAuthorized } from './lib/security'
import * as fileUpload from './routes/fileUpload'
import * as profileImage from './routes/profileImage'
import { createB2bOrder } from './routes/b2bOrder'
import { performRedirect } from './routes/redirect'
import { errorHandler } from './lib/errors'

const uploadToMemory = multer({ storage: multer.memoryStorage(), limits: { fileSize: 200000 } })

export function createApp (): Application {
  const app = express()

  app.use(compression())
  app.use(helmet({ contentSecurityPolicy: false }))
  app.use(cors({ origin: config.get('server.allowedOrigins') }))
  app.use(morgan('combined'))
  app.use(bodyParser.json({ limit: '1mb' }))
  app.use(bodyParser.urlencoded({ extended: true }))
  app.use(bodyParser.text({ type: 'application/xml' }))
  app.use(cookieParser(config.get('server.cookieSecret')))

  app.use(express.static(path.resolve('frontend/dist/frontend')))

  /* REST API mounted per resource */
  app.use('/api/products', productsRouter)
  app.use('/api/users', usersRouter)

  /* Endpoints with their own middleware chains */
  app.post('/file-upload', uploadToMemory.single('file'), fileUpload.checkUploadSize(), fileUpload.handleXmlUpload(), fileUpload.handleYamlUpload(), fileUpload.handleZipUpload())
  app.post('/profile/image/url', isAuthorized(), uploadToMemory.none(), profileImage.fetchProfileImageFromUrl())
  app.post('/b2b/v2/orders', isAuthorized(), createB2bOrder())
  app.get('/redirect', performRedirect())

  /* Everything under routes/ registers itself */
  registerRoutes(app, path.join(__dirname, 'routes'))

  app.use(errorHandler())
  return app
}
