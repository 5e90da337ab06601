// Everything environment-specific in one place; read once at start-up.
export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://wavelength:wavelength@localhost:5432/wavelength',
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://localhost:27017/wavelength',
  jwtSecret: process.env.JWT_SECRET as string,
  cookieSecret: process.env.COOKIE_SECRET,
  archiveDir: process.env.ARCHIVE_DIR ?? '/srv/wavelength/archive',
  uploadsDir: process.env.UPLOADS_DIR ?? '/srv/wavelength/uploads',
  streamStatusUrl: process.env.STREAM_STATUS_URL ?? 'http://icecast.internal:8000/status-json.xsl',
  podcastHosts: ['feeds.wavelength.fm', 'cdn.wavelength.fm'],
  publicSiteUrl: process.env.PUBLIC_SITE_URL ?? 'https://wavelength.fm',
};
