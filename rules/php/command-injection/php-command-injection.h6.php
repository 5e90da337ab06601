<?php
// A shell given `-c` and an argument list runs the text as a command line; another program does not.
function h6_shell_argument_lists()
{
    $job = $_POST['job'];
    // ruleid: php-command-injection
    pcntl_exec('/bin/sh', ['-c', 'nice -n 10 ' . $job]);
    // ruleid: php-command-injection
    $p = proc_open(['bash', '-c', 'tar czf out.tgz ' . $job], [], $pipes);
    // ok: php-command-injection
    $q = proc_open(['tar', 'czf', 'out.tgz', $job], [], $pipes);
    $programs = ['backup' => '/usr/local/bin/backup', 'rotate' => '/usr/sbin/logrotate'];
    if (isset($programs[$job])) {
        // ok: php-command-injection
        pcntl_exec('/bin/sh', ['-c', 'nice -n 10 ' . $programs[$job]]);
    }
    return [$p, $q];
}
