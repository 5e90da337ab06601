<?php
$file = $_GET['file'] ?? 'a.txt';
$proc = proc_open("wc -l " . $file, [1 => ['pipe', 'w']], $pipes);
$count = stream_get_contents($pipes[1]);
proc_close($proc);
echo (int)$count;
