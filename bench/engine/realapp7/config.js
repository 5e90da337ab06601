// Central settings; everything can be overridden from the environment.
module.exports = {
  port: parseInt(process.env.PORT, 10) || 3000,
  mysql: {
    host: process.env.MYSQL_HOST || 'localhost',
    user: process.env.MYSQL_USER || 'shelfmate',
    password: process.env.MYSQL_PASSWORD || 'Sh3lfm4te!Prod#2023',
    database: process.env.MYSQL_DB || 'shelfmate',
  },
  pgUrl: process.env.DATABASE_URL || 'postgres://localhost:5432/shelfmate_stats',
  mongoUrl: process.env.MONGO_URL || 'mongodb://127.0.0.1:27017/shelfmate',
  sessionSecret: process.env.SESSION_SECRET || 'changeme',
  jwtSecret: process.env.JWT_SECRET,
  coverApiKey: process.env.COVER_API_KEY || '',
  uploadDir: process.env.UPLOAD_DIR || '/var/lib/shelfmate/uploads',
  exportDir: process.env.EXPORT_DIR || '/var/lib/shelfmate/exports',
  coverApi: 'https://covers.openlibrary.org/b',
  baseUrl: process.env.BASE_URL || 'http://localhost:3000',
};
