<?php
$src = $_SERVER['HTTP_X_SOURCE_FILE'] ?? '';
copy('/data/templates/' . $src, '/tmp/out.tpl');
