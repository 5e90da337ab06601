<?php
session_start();
$id = (int) $_POST['id'];
header("Location: /profile.php?id=" . $id);
exit;
