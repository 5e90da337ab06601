<?php
$blob = serialize($_GET);
file_put_contents('/tmp/last-query.bin', $blob);
