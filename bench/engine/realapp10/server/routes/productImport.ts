import { type Application, type Request, type Response, type NextFunction } from 'express'
import multer from 'multer'
import * as libxml from 'libxmljs2'
import yaml from 'js-yaml'
import { ProductModel } from '../models'
import { isAuthorized } from '../lib/security'

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 2 * 1024 * 1024 } })

function requireAdmin () {
  return (req: Request, res: Response, next: NextFunction) => {
    if (res.locals.user?.role !== 'admin') {
      res.status(403).json({ error: 'Forbidden' })
      return
    }
    next()
  }
}

/* Supplier catalogue feeds: XML from the old wholesaler, YAML from the new one. */
export function importCatalogue () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (req.file == null) {
        res.status(400).json({ error: 'No file' })
        return
      }
      const text = req.file.buffer.toString('utf8')
      let rows: Array<{ name: string, price: number, category: string }>
      if (req.file.mimetype.includes('xml')) {
        const doc = libxml.parseXml(text, { noent: false, nonet: true, dtdload: false })
        rows = doc.find('//product').map((node: any) => ({
          name: node.get('name')?.text() ?? '',
          price: Number(node.get('price')?.text() ?? 0),
          category: node.get('category')?.text() ?? 'misc'
        }))
      } else {
        rows = yaml.safeLoad(text) as typeof rows
      }
      const created = await ProductModel.bulkCreate(rows.map((r) => ({ ...r, description: '', image: 'placeholder.png' })))
      res.json({ imported: created.length })
    } catch (err) {
      next(err)
    }
  }
}

export function register (app: Application): void {
  app.post('/rest/admin/catalogue/import', isAuthorized(), requireAdmin(), upload.single('feed'), importCatalogue())
}
