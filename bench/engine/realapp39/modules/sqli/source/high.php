<?php

if (isset($_GET['Submit'])) {
    $id = (int)($_GET['id'] ?? 0);

    $query = "SELECT first_name, last_name FROM users WHERE user_id = $id LIMIT 1;";
    $result = mysqli_query(lab_mysqli(), $query);

    if ($result && ($row = mysqli_fetch_assoc($result))) {
        $html .= "<pre>ID: {$id}<br />First name: " . lab_e($row['first_name']) . '<br />Surname: ' . lab_e($row['last_name']) . '</pre>';
    } else {
        $html .= '<pre>No user with ID ' . $id . '.</pre>';
    }
}
