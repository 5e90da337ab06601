<?php
$name = $_POST['archive_name'] ?? 'backup';
$target = '/var/backups/' . preg_replace('/[^A-Za-z0-9_-]/', '', $name) . '.tar.gz';

// The command is passed as an argument vector, so no shell parses the user's value.
$proc = proc_open(
    ['tar', '-czf', $target, '-C', '/var/www', 'uploads', '--label', $_POST['label'] ?? ''],
    [1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
    $pipes
);
$err = stream_get_contents($pipes[2]);
fclose($pipes[1]);
fclose($pipes[2]);
$code = proc_close($proc);

echo $code === 0 ? 'Archive created' : 'Archive failed: ' . htmlspecialchars($err);
