<?php
$dest = $_REQUEST['url'] ?? '/';
header("Refresh: 3; url=$dest");
echo 'Redirecting...';
