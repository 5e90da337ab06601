const fs = require('fs');
const path = require('path');

const LOG_ROOT = '/var/log/app';

module.exports = async function tailLog(ctx) {
  const target = path.resolve(LOG_ROOT, ctx.query.path || 'app.log');
  ctx.set('Content-Type', 'text/plain; charset=utf-8');
  ctx.body = fs.createReadStream(target, { encoding: 'utf8' });
};
