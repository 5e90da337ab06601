<?php
$repo = '/srv/git/website.git';
$author = $_REQUEST['author'] ?? '';

$cmd = "git --git-dir=$repo log --pretty=format:'%h %an %s' -n 50";
if ($author !== '') {
    $cmd .= " --author=\"$author\"";
}

$spec = [1 => ['pipe', 'w'], 2 => ['pipe', 'w']];
$proc = proc_open($cmd, $spec, $pipes);
$log = stream_get_contents($pipes[1]);
fclose($pipes[1]);
fclose($pipes[2]);
proc_close($proc);

header('Content-Type: text/plain');
echo $log;
