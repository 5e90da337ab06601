<?php
require 'inc/db.php';

extract($_POST);

if (isset($action) && $action === 'delete') {
    $db = new PDO($dsn, $dbuser, $dbpass);
    $db->exec("DELETE FROM comments WHERE id = " . intval($comment_id));
    header('Location: comments.php?deleted=1');
    exit;
}
