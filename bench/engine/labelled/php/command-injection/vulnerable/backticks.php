<?php
$dir = $_REQUEST['dir'];
$listing = `ls -la $dir`;
echo '<pre>' . htmlspecialchars($listing) . '</pre>';
