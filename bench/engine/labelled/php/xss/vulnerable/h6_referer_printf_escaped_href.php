<?php
$from = urldecode($_SERVER['HTTP_REFERER'] ?? '');
$safe = htmlspecialchars($from, ENT_QUOTES, 'UTF-8');
printf('<p>You came from <a href="%s">%s</a></p>', $safe, $safe);
