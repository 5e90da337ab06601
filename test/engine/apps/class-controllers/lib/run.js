import { exec } from 'node:child_process';

// A default-exported function of the tree: a caller's `import run from './run.js'` is this function.
export default function run(command, done) {
  // ruleid: js-command-injection
  exec(command, done);
}
