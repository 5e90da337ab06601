<?php

if (isset($_GET['Submit'])) {
    $id = $_GET['id'];

    $result = mysqli_query(lab_mysqli(), "SELECT first_name FROM users WHERE user_id = '$id';");
    $exists = $result !== false && mysqli_num_rows($result) > 0;

    if ($exists) {
        $html .= '<pre>User ID exists in the database.</pre>';
    } else {
        header($_SERVER['SERVER_PROTOCOL'] . ' 404 Not Found');
        $html .= '<pre>User ID is MISSING from the database.</pre>';
    }
}
