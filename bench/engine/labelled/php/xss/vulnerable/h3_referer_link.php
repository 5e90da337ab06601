<?php
$back = $_SERVER['HTTP_REFERER'] ?? '/';
echo "<a href=\"" . $back . "\">Back</a>";
