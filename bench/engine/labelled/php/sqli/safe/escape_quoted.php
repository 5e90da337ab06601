<?php
$conn = mysqli_connect('localhost', 'web', 'pw', 'shop');
$name = mysqli_real_escape_string($conn, $_GET['name']);
mysqli_query($conn, "SELECT * FROM items WHERE name = '" . $name . "'");
