<?php
$msg = isset($_GET['err']) ? $_GET['err'] : 'All good';
print "<div class=\"flash\">{$msg}</div>";
