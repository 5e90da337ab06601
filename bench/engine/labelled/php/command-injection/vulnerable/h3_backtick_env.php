<?php
$file = getenv('REPORT_FILE') ?: $_GET['file'];
$lines = `wc -l $file`;
echo (int)$lines;
