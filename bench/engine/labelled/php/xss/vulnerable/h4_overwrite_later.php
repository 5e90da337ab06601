<?php
$title = 'Dashboard';
if (isset($_GET['title'])) {
    $title = strip_tags($_GET['title'], '<b><i><a>');
}
?>
<h1><?= $title ?></h1>
