import path from 'path'
import express, { type Request, type Response, type NextFunction } from 'express'
import bodyParser from 'body-parser'
import cookieParser from 'cookie-parser'
import session from 'express-session'
import multer from 'multer'
import config from 'config'

import * as security from './lib/insecurity'
import { sessionSecret, sessionCookie } from './config/security'
import { sequelize } from './models/index'

import { searchProducts, suggestProducts, countProducts } from './routes/search'
import { listProducts, sortedProducts, cheaperThan, retrieveProduct } from './routes/productList'
import { login, loginWithReplacements } from './routes/login'
import { showProductReviews, topReviews } from './routes/showProductReviews'
import { updateProductReviews, createProductReviews, likeProductReviews } from './routes/updateProductReviews'
import { trackOrder, searchOrderHistory, orderHistory } from './routes/trackOrder'
import * as fileUpload from './routes/fileUpload'
import { b2bOrder, b2bQuote, b2bDiscount, b2bShipping } from './routes/b2bOrder'
import { performRedirect, performExactRedirect, continueShopping } from './routes/redirect'
import { retrieveLoggedInUser, retrieveVerifiedUser, retrieveLegacyUser } from './routes/currentUser'
import { issueCoupon, applyCoupon, referralCode } from './routes/coupon'
import { updateUserProfile, getUserProfile, setTheme } from './routes/profile'
import { servePublicFiles, serveManual, serveInvoice, serveLogFile } from './routes/fileServer'
import { profileImageUrlUpload, pickGalleryAvatar } from './routes/profileImageUrlUpload'
import { createFeedback, listFeedback, thanksPage, starsBadge } from './routes/feedback'
import { createBackup, rebuildThumbnails, retrieveAppVersion } from './routes/admin'
import { retrieveBasket, addBasketItem } from './routes/basket'
import { getLanguageList, setLanguage } from './routes/languages'
import { dataExport } from './routes/dataExport'

const app = express()
const uploadToMemory = multer({ storage: multer.memoryStorage(), limits: { fileSize: 200000 } })

app.set('view engine', 'pug')
app.set('views', path.resolve('views'))
app.use(bodyParser.urlencoded({ extended: true }))
app.use(bodyParser.json())
app.use(cookieParser(sessionSecret))
app.use(session({
  secret: sessionSecret,
  name: 'tidewater.sid',
  resave: false,
  saveUninitialized: false,
  cookie: sessionCookie
}))

// Public storefront API: one row per route, registered by the loop below.
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
const publicRoutes: Array<[Method, string, () => (req: Request, res: Response, next: NextFunction) => unknown]> = [
  ['get', '/rest/products/search', searchProducts],
  ['get', '/rest/products/suggest', suggestProducts],
  ['get', '/rest/products/count', countProducts],
  ['get', '/api/Products', listProducts],
  ['get', '/api/Products/sorted', sortedProducts],
  ['get', '/api/Products/cheaper-than', cheaperThan],
  ['get', '/api/Products/:id', retrieveProduct],
  ['post', '/rest/user/login', login],
  ['post', '/rest/user/login/remember', loginWithReplacements],
  ['get', '/rest/products/:id/reviews', showProductReviews],
  ['get', '/rest/products/:id/reviews/top', topReviews],
  ['get', '/rest/track-order/:id', trackOrder],
  ['get', '/redirect', performRedirect],
  ['get', '/go', performExactRedirect],
  ['get', '/continue', continueShopping],
  ['get', '/rest/user/whoami', retrieveLoggedInUser],
  ['get', '/rest/user/whoami/strict', retrieveVerifiedUser],
  ['get', '/rest/user/whoami/legacy', retrieveLegacyUser],
  ['post', '/rest/referral', referralCode],
  ['get', '/ftp/:file', servePublicFiles],
  ['get', '/assets/manuals/:name', serveManual],
  ['get', '/feedback/thanks', thanksPage],
  ['get', '/feedback/stars', starsBadge],
  ['get', '/api/Feedbacks', listFeedback],
  ['get', '/rest/languages', getLanguageList],
  ['put', '/rest/languages/current', setLanguage],
  ['post', '/b2b/v2/quote', b2bQuote],
  ['post', '/b2b/v2/discount', b2bDiscount],
  ['post', '/b2b/v2/shipping', b2bShipping]
]
for (const [method, route, handler] of publicRoutes) {
  app[method](route, handler())
}

// Routes that need a signed-in customer.
app.use('/rest/basket', security.isAuthorized())
app.use('/profile', security.isAuthorized())
app.get('/rest/basket/:id', retrieveBasket())
app.post('/api/BasketItems', security.isAuthorized(), addBasketItem())
app.put('/rest/basket/:id/coupon/:coupon', applyCoupon())
app.put('/rest/products/:id/reviews', security.isAuthorized(), createProductReviews())
app.patch('/rest/products/reviews', security.isAuthorized(), updateProductReviews())
app.post('/rest/products/reviews/like', security.isAuthorized(), likeProductReviews())
app.post('/rest/order-history/search', security.isAuthorized(), searchOrderHistory())
app.get('/rest/order-history', security.isAuthorized(), orderHistory())
app.post('/api/Feedbacks', security.isAuthorized(), createFeedback())
app.post('/rest/user/data-export', security.isAuthorized(), dataExport())
app.get('/profile', getUserProfile())
app.post('/profile', updateUserProfile())
app.post('/profile/theme', setTheme())
app.post('/profile/image/url', profileImageUrlUpload())
app.post('/profile/image/gallery', pickGalleryAvatar())
app.get('/assets/invoices/:name', security.isAuthorized(), serveInvoice())
app.post('/b2b/v2/orders', security.isAuthorized(), b2bOrder())

app.post('/file-upload',
  uploadToMemory.single('file'),
  fileUpload.ensureFileIsPassed,
  fileUpload.handleZipFileUpload,
  fileUpload.handleXmlUpload,
  fileUpload.handleInvoiceXml,
  fileUpload.handleCatalogXml,
  fileUpload.handleYamlUpload,
  fileUpload.handleSettingsYaml)

// Staff back office.
const admin = express.Router()
admin.use(security.isAuthorized(), security.isAdmin())
admin.post('/coupon/new', issueCoupon())
admin.post('/backup', createBackup())
admin.post('/thumbnails', rebuildThumbnails())
admin.get('/application-version', retrieveAppVersion())
admin.get('/logs/:file', serveLogFile())
app.use('/rest/admin', admin)

app.use(express.static(path.resolve('frontend/dist/frontend')))
app.use((err: Error, req: Request, res: Response, next: NextFunction) => {
  res.status(res.statusCode >= 400 ? res.statusCode : 500).json({ error: err.message })
})

export async function start () {
  await sequelize.sync()
  const port = Number(process.env.PORT) || config.get<number>('server.port')
  app.listen(port, () => console.log(`Tidewater Goods listening on ${port}`))
}

void start()
