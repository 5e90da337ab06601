<?php
$conn = mysqli_connect('localhost', 'web', 'pw', 'shop');
$id = (int) $_GET['id'];
$result = mysqli_query($conn, "SELECT * FROM products WHERE id = $id");
