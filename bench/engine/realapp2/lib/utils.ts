import crypto from 'crypto'
import path from 'path'

export function etagFor (body: string | Buffer) {
  return '"' + crypto.createHash('md5').update(body).digest('hex') + '"'
}

export function cacheKey (...parts: Array<string | number>) {
  return crypto.createHash('sha1').update(parts.join('|')).digest('base64url')
}

export function jitter (baseMs: number) {
  return baseMs + Math.floor(Math.random() * 250)
}

export function toCents (value: unknown) {
  const n = Number(value)
  return Number.isFinite(n) ? Math.round(n * 100) : 0
}

export function startsWithSafeDir (file: string, dir: string) {
  const resolved = path.resolve(dir, file)
  return resolved.startsWith(path.resolve(dir) + path.sep)
}

export function unquote (s: string) {
  return s.replace(/^"+|"+$/g, '')
}

export const isUrl = (s: string) => /^https?:\/\//.test(s)
