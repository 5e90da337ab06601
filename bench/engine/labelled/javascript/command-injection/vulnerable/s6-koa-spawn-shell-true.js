const { spawn } = require('child_process');

async function commitLog(ctx) {
  const ref = ctx.query.ref || 'HEAD';
  const child = spawn('git', ['log', '--oneline', '-n', '20', ref], { cwd: '/srv/repo', shell: true });
  let out = '';
  for await (const chunk of child.stdout) out += chunk;
  ctx.body = out.split('\n');
}

module.exports = { commitLog };
