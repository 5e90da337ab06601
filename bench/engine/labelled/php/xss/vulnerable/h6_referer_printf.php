<?php
$from = urldecode($_SERVER['HTTP_REFERER'] ?? '');
printf('<p>You came from <a href="%s">%s</a></p>', $from, $from);
