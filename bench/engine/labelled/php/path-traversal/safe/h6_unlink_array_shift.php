<?php
$items = [$_REQUEST['f'] ?? '', 'cache.tmp'];
$last = array_pop($items);
unlink('/var/tmp/app/' . $last);
