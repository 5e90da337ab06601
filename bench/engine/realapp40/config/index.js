'use strict';

const path = require('path');

module.exports = {
  port: Number(process.env.PORT || 4040),
  appName: 'Lantern Dojo',
  sessionSecret: 'lantern-dojo-session-7c1e9a4f22b8',
  jwtSecret: process.env.DOJO_JWT_SECRET,
  jwtIssuer: 'lantern-dojo',
  cookieSigningKey: process.env.COOKIE_SIGNING_KEY,
  mongoUrl: process.env.MONGO_URL || 'mongodb://localhost:27017/dojo',
  uploadDir: path.join(__dirname, '..', 'uploads'),
  lessonDir: path.join(__dirname, '..', 'data', 'lessons'),
  reportDir: path.join(__dirname, '..', 'data', 'reports'),
  statusPageUrl: 'https://status.lanterndojo.example/api/summary',
  previewHosts: ['docs.lanterndojo.example', 'cdn.lanterndojo.example', 'en.wikipedia.org'],
  mailer: {
    host: 'smtp.lanterndojo.example',
    user: 'noreply@lanterndojo.example',
    apiKey: 'SG.k3Yq9vZt2Lr8.Wm4Hc7Np1Xs6Df0Gb5Ja3Ue9Ri2Oy8Tl',
  },
  badgeSigningKey: process.env.BADGE_SIGNING_KEY || '',
  database: {
    development: {
      dialect: 'sqlite',
      storage: path.join(__dirname, '..', 'data', 'dojo.sqlite'),
      logging: false,
    },
    staging: {
      dialect: 'postgres',
      host: 'db.staging.lanterndojo.internal',
      database: 'dojo',
      username: 'dojo_app',
      password: 'Tr41n1ng-R4nge-2023!',
      logging: false,
    },
    production: {
      dialect: 'postgres',
      host: process.env.DB_HOST,
      database: process.env.DB_NAME,
      username: process.env.DB_USER,
      password: process.env.DB_PASSWORD,
      logging: false,
    },
  },
};
