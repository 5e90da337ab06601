<?php
$items = [$_REQUEST['f'] ?? '', 'cache.tmp'];
$first = array_shift($items);
unlink('/var/tmp/app/' . $first);
