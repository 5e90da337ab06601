<?php
$conn = mysqli_connect('localhost', 'app', 'secret', 'shop');
$id = filter_input(INPUT_GET, 'id', FILTER_VALIDATE_INT);
if ($id === false || $id === null) {
    http_response_code(400);
    exit;
}
$res = mysqli_query($conn, "SELECT * FROM products WHERE id = $id");
while ($row = mysqli_fetch_assoc($res)) {
    echo htmlspecialchars($row['name']), "<br>";
}
