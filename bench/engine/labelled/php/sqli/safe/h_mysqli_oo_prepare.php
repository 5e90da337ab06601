<?php
$mysqli = new mysqli('localhost', 'app', 'secret', 'app');
if (isset($_REQUEST['Submit'])) {
    $id = $_REQUEST['id'];
    $stmt = $mysqli->prepare('SELECT first_name, last_name FROM users WHERE user_id = ?');
    $stmt->bind_param('s', $id);
    $stmt->execute();
    $result = $stmt->get_result();
    while ($row = $result->fetch_assoc()) {
        echo 'First name: ' . htmlspecialchars($row['first_name']) . '<br>';
    }
}
