<?php
// Only the escaping source is ever included.
$html = '';
include 'source/high.php';
echo "<pre>{$html}</pre>";
