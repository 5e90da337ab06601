const fs = require('fs');
const path = require('path');

const LOG_ROOT = '/var/log/app';
const LOGS = new Map([
  ['app', 'app.log'],
  ['access', 'access.log'],
  ['worker', 'worker.log'],
]);

module.exports = async function tailLog(ctx) {
  const file = LOGS.get(ctx.query.log || 'app');
  if (!file) {
    ctx.status = 404;
    return;
  }
  ctx.set('Content-Type', 'text/plain; charset=utf-8');
  ctx.body = fs.createReadStream(path.join(LOG_ROOT, file), { encoding: 'utf8' });
};
