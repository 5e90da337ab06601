/* Layered settings: defaults below, overridden by environment variables in deployment. */
type Settings = Record<string, unknown>

const defaults: Settings = {
  'server.allowedOrigins': ['https://shop.harborgoods.example'],
  'server.cookieSecret': process.env.COOKIE_SECRET ?? '',
  'server.baseUrl': 'https://shop.harborgoods.example',
  'database.storage': 'data/harbor.sqlite',
  'exports.directory': 'data/exports',
  'invoices.directory': 'data/invoices',
  'images.directory': 'frontend/dist/frontend/assets/public/images/uploads',
  'redirect.allowlist': [
    'https://github.com/harbor-goods/shop',
    'https://blog.harborgoods.example',
    'https://status.harborgoods.example'
  ],
  'images.allowedHosts': ['cdn.harborgoods.example', 'images.unsplash.com']
}

const config = {
  get<T = any>(key: string): T {
    return defaults[key] as T
  }
}

export default config
