<?php
$host = $_GET['host'];
// ruleid: php-command-injection
system('ping -c 1 ' . $host);
// ok: php-command-injection
system('ping -c 1 ' . escapeshellarg($host));
// ruleid: php-command-injection
$out = shell_exec("nslookup {$_POST['domain']}");
// ruleid: php-command-injection
$listing = `ls -l {$_GET['dir']}`;
// ok: php-command-injection
$uptime = `uptime`;
$count = (int) $_GET['count'];
// ok: php-command-injection
exec("ping -c $count localhost", $lines);
// ruleid: php-command-injection
passthru('convert ' . $_FILES['upload']['name'] . ' out.png');
if (ctype_alnum($_GET['user'])) {
    // ok: php-command-injection
    exec('id ' . $_GET['user']);
}
function run_report($name)
{
    // ruleid: php-command-injection (the sink inside the helper; each call that passes request data is reported too)
    return popen('/usr/bin/report ' . $name, 'r');
}
// ruleid: php-command-injection
run_report($_COOKIE['report']);
$addr = filter_var($_GET['ip'], FILTER_VALIDATE_IP);
if ($addr !== false) {
    // ok: php-command-injection
    shell_exec('ping -c 1 ' . $addr);
}
$mail = filter_var($_GET['mail'], FILTER_VALIDATE_EMAIL);
if ($mail !== false) {
    // ruleid: php-command-injection
    shell_exec('notify ' . $mail);
}
$host = $_GET['host'];
// ruleid: php-command-injection
$out = shell_exec(escapeshellcmd("ping -c 1 " . $host));
// ok: php-command-injection
$out = shell_exec("ping -c 1 " . escapeshellarg($host));
// ruleid: php-command-injection
$p = proc_open("wc -l " . $_GET['file'], [1 => ['pipe', 'w']], $pipes);
// ok: php-command-injection
$p = proc_open(['wc', '-l', '--', $_GET['file']], [1 => ['pipe', 'w']], $pipes);
