import fs from 'fs/promises'
import path from 'path'
import { type Request, type Response } from 'express'

const I18N = path.resolve('frontend/dist/assets/i18n')

// GET /rest/languages
export function getLanguageList () {
  return async (req: Request, res: Response) => {
    const files = await fs.readdir(I18N)
    const languages = []
    for (const file of files) {
      const content = JSON.parse(await fs.readFile(path.join(I18N, file), 'utf8'))
      languages.push({ key: path.basename(file, '.json'), lang: content.LANGUAGE })
    }
    res.json(languages)
  }
}

// PUT /rest/languages/current  { lang }
export function setLanguage () {
  return (req: Request, res: Response) => {
    const lang = /^[a-z]{2}(_[A-Z]{2})?$/.test(String(req.body.lang)) ? String(req.body.lang) : 'en'
    res.cookie('language', lang, { maxAge: 365 * 864e5, sameSite: 'lax', secure: true, httpOnly: true })
    res.json({ lang })
  }
}
