/**
 * The settings every git invocation of Vigil runs with. The repositories Vigil mirrors are not
 * trusted: their configuration, hooks and submodules must never make git run code or reach a
 * transport other than https, ssh and local paths.
 */

/** `-c` options placed before the git subcommand; command-line config wins over any repository config. */
export const HARDENED_CONFIG: readonly string[] = [
  // Hooks would run code from the mirror's directory; /dev/null holds no hook.
  'core.hooksPath=/dev/null',
  // Only the transports Vigil supports; ext:: and fd:: run commands, git:// and http:// are unauthenticated.
  'protocol.allow=never',
  'protocol.https.allow=always',
  'protocol.ssh.allow=always',
  'protocol.file.allow=always',
  // No submodules are ever fetched or followed.
  'submodule.recurse=false',
  'fetch.recurseSubmodules=false',
  // fsmonitor and credential helpers are commands too.
  'core.fsmonitor=false',
  'credential.helper=',
  // A redirect could send the fetch to another host or scheme.
  'http.followRedirects=false',
  // Keep the mirror small and the fetch quiet.
  'gc.auto=0',
  // Mirrors hold a company's source: every file and folder git makes is its owner's only
  // (0600/0700 whatever the umask), on clone and on every later fetch.
  'core.sharedRepository=0600',
  'core.askPass=/bin/true',
];

export function hardenedArgs(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const setting of HARDENED_CONFIG) out.push('-c', setting);
  out.push(...args);
  return out;
}

/**
 * The environment that hands git the credentials of an https remote for one command: an
 * `http.extraHeader` with Basic authentication, given as configuration through GIT_CONFIG_COUNT /
 * GIT_CONFIG_KEY_n / GIT_CONFIG_VALUE_n. Unlike a URL with user-info or a `-c` option, this is
 * not visible in `ps` (arguments), is not written into the mirror's config by clone, and never
 * appears in git's messages. Redirects are off (HARDENED_CONFIG), so the header goes only to the
 * codebase's own host.
 */
export function credentialEnv(credentials: { username: string; password: string } | undefined): NodeJS.ProcessEnv {
  if (!credentials) return {};
  const basic = Buffer.from(`${credentials.username}:${credentials.password}`, 'utf8').toString('base64');
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'http.extraHeader',
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
  };
}

/**
 * A clean environment: nothing of the caller's GIT_* variables (GIT_DIR, GIT_SSH_COMMAND...) leaks
 * into git, no prompt can block a worker, and neither system nor global config is read.
 */
export function hardenedEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'SSH_AUTH_SOCK']) {
    if (base[key] !== undefined) env[key] = base[key];
  }
  env.LANG = 'C';
  env.LC_ALL = 'C';
  env.GIT_TERMINAL_PROMPT = '0';
  env.GIT_ASKPASS = '/bin/true';
  env.SSH_ASKPASS = '/bin/true';
  env.GIT_CONFIG_NOSYSTEM = '1';
  env.GIT_CONFIG_GLOBAL = '/dev/null';
  // Older spelling of the protocol allow-list, honoured by git's transports as a second fence.
  env.GIT_ALLOW_PROTOCOL = 'https:ssh:file';
  // ssh must never ask for a password or a host-key confirmation on a terminal.
  env.GIT_SSH_COMMAND = 'ssh -o BatchMode=yes -o StrictHostKeyChecking=accept-new';
  env.GIT_NO_REPLACE_OBJECTS = '1';
  return env;
}
