<?php
$src = $_SERVER['HTTP_X_SOURCE_FILE'] ?? '';
$src = 'default.tpl';
copy('/data/templates/' . $src, '/tmp/out.tpl');
