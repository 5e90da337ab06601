<?php
$target = sprintf('%s/api/v1/ping', $_COOKIE['api_base']);
$fp = fopen($target, 'r');
echo stream_get_contents($fp);
