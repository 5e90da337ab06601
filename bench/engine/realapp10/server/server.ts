import http from 'http'
import { createApp } from './app'
import { sequelize } from './models'
import { seedMongo } from './data/mongodb'
import logger from './lib/logger'

const port = Number(process.env.PORT ?? 3000)

async function start (): Promise<void> {
  await sequelize.sync()
  await seedMongo()
  const app = createApp()
  http.createServer(app).listen(port, () => {
    logger.info(`Harbor Goods listening on port ${port}`)
  })
}

start().catch((err) => {
  logger.error('startup failed', err)
  process.exit(1)
})
