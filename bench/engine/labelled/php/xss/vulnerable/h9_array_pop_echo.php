<?php
$parts = ['safe-value'];
$parts[] = $_COOKIE['last_search'];
$last = array_pop($parts);
?>
<input type="text" name="search" value="<?= $last ?>">
