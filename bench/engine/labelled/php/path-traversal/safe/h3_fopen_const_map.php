<?php
$reports = ['daily' => 'daily.csv', 'weekly' => 'weekly.csv'];
$which = $_GET['r'] ?? 'daily';
$file = $reports[$which] ?? 'daily.csv';
$fh = fopen('/srv/reports/' . $file, 'r');
fpassthru($fh);
