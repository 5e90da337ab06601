<?php
$conn = mysqli_connect('localhost', 'web', 'pw', 'shop');
$id = mysqli_real_escape_string($conn, $_GET['id']);
mysqli_query($conn, "DELETE FROM items WHERE id = " . $id);
