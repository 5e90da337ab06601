<?php
$param = $_GET['sub'] ?? '';

$num = 106;
$subcommand = (7 * 18) - $num > 200 ? $param : 'status';

$repo = '/srv/deploy/current';
chdir($repo);

echo '<pre>';
system('git ' . $subcommand . ' --short');
echo '</pre>';
