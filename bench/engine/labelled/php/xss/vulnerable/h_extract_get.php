<?php
$title = 'Welcome';
extract($_GET);
?>
<html><body>
<h2><?= $title ?></h2>
</body></html>
