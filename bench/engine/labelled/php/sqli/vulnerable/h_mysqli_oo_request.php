<?php
$mysqli = new mysqli('localhost', 'app', 'secret', 'app');
if (isset($_REQUEST['Submit'])) {
    $id = $_REQUEST['id'];
    $result = $mysqli->query("SELECT first_name, last_name FROM users WHERE user_id = '$id';");
    while ($row = $result->fetch_assoc()) {
        echo 'First name: ' . htmlspecialchars($row['first_name']) . '<br>';
    }
}
