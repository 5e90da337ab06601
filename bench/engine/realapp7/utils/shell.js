const { exec, execFile } = require('child_process');
const util = require('util');

const execAsync = util.promisify(exec);
const execFileAsync = util.promisify(execFile);

// runs a full command line through the shell
async function sh(command) {
  const { stdout } = await execAsync(command, { timeout: 30000, maxBuffer: 10 * 1024 * 1024 });
  return stdout;
}

// runs a program with an argument list (no shell)
async function run(program, args) {
  const { stdout } = await execFileAsync(program, args, { timeout: 30000 });
  return stdout;
}

module.exports = { sh, run };
