<?php
$parts = [$_COOKIE['last_search']];
$parts[] = 'safe-value';
$last = array_pop($parts);
?>
<input type="text" name="search" value="<?= $last ?>">
