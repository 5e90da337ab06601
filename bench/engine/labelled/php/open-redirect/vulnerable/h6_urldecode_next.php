<?php
$next = urldecode($_GET['next'] ?? '/');
header('Location: ' . $next);
exit;
