<?php
$conn = mysqli_connect('localhost', 'app', 'secret', 'shop');
$name = filter_input(INPUT_GET, 'name');
$res = mysqli_query($conn, "SELECT * FROM products WHERE name LIKE '%$name%'");
while ($row = mysqli_fetch_assoc($res)) {
    echo htmlspecialchars($row['name']), "<br>";
}
