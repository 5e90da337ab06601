<?php
$cmd = 'whois ' . $_COOKIE['domain'];
$proc = proc_open($cmd, [1 => ['pipe', 'w']], $pipes);
