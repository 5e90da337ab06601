import path from 'path'

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseFile: process.env.DB_FILE ?? path.join(__dirname, '../../data/orchard.sqlite'),
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://localhost:27017/orchard',
  ftpDirectory: path.resolve(__dirname, '../../ftp'),
  uploadDirectory: path.resolve(__dirname, '../../uploads'),
  invoiceDirectory: path.resolve(__dirname, '../../invoices'),
  publicBaseUrl: process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000',
  allowedRedirects: [
    'https://blog.orchard-market.example/',
    'https://status.orchard-market.example/',
    'https://github.com/orchard-market/storefront'
  ],
  imageHosts: ['cdn.orchard-market.example', 'images.orchard-market.example']
}

export const jwtSecret = 'om-9f3Kq!vR7zT2wLx8#pN4sB6yD1hJ5c'
export const jwtPublicKeyPath = process.env.JWT_PUBLIC_KEY_PATH ?? path.join(__dirname, 'keys/jwt.pub')
export const couponSigningKey = process.env.COUPON_SIGNING_KEY ?? ''
export const paymentGateway = {
  merchantId: 'orchard-market-prod',
  apiKey: process.env.PAYMENT_API_KEY,
  webhookSecret: 'whsec_4sTq8Yb2LmP0xVnK7cR3dF9gH1jZ6wE5'
}
