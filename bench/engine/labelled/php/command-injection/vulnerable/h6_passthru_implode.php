<?php
$files = array_values(array_filter(explode(',', $_GET['files'] ?? '')));
passthru('tar czf /tmp/bundle.tgz ' . implode(' ', $files));
