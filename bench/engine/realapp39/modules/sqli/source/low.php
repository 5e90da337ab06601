<?php

if (isset($_REQUEST['Submit'])) {
    $id = $_REQUEST['id'];

    $query = "SELECT first_name, last_name FROM users WHERE user_id = '$id';";
    $result = mysqli_query(lab_mysqli(), $query) or die('<pre>' . mysqli_error(lab_mysqli()) . '</pre>');

    while ($row = mysqli_fetch_assoc($result)) {
        $first = $row['first_name'];
        $last = $row['last_name'];
        $html .= "<pre>ID: {$id}<br />First name: {$first}<br />Surname: {$last}</pre>";
    }
}

if (isset($_GET['surname']) && $_GET['surname'] !== '') {
    $matches = lab_pdo()->query("SELECT user_id FROM users WHERE last_name LIKE '%" . $_GET['surname'] . "%'")->fetchAll();
    $html .= '<p>' . count($matches) . ' users share that surname.</p>';
}
