<?php
$fp = fsockopen($_GET['host'], 80, $errno, $errstr, 5);
