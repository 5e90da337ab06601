import path from 'path'

/* Keeps only the last path segment and a conservative character set. */
export function safeFileName (name: string): string {
  const base = path.basename(name)
  return base.replace(/[^a-zA-Z0-9._-]/g, '_')
}

export function extensionOf (name: string): string {
  return path.extname(name).toLowerCase()
}
