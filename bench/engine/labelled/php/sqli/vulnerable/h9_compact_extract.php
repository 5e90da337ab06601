<?php
$conn = mysqli_connect('localhost', 'app', 'secret', 'shop');
$id = $_GET['id'];
$vars = compact('id');
extract($vars);
$res = mysqli_query($conn, "SELECT name, price FROM products WHERE id = $id");
while ($row = mysqli_fetch_assoc($res)) {
    echo htmlspecialchars($row['name']) . "\n";
}
