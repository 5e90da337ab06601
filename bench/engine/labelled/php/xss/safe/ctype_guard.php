<?php
$id = $_GET['id'];
if (!ctype_digit($id)) {
    exit;
}
echo "<p>Item $id</p>";
