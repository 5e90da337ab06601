<?php
$files = array_values(array_filter(explode(',', $_GET['files'] ?? '')));
$args = array_map('escapeshellarg', $files);
passthru('tar czf /tmp/bundle.tgz ' . implode(' ', $args));
