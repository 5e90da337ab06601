<?php

if (isset($_POST['Submit'])) {
    $link = lab_mysqli();
    $id = mysqli_real_escape_string($link, $_POST['id']);
    $sort = mysqli_real_escape_string($link, $_POST['sort'] ?? 'last_name');

    $query = "SELECT first_name, last_name FROM users WHERE user_id = $id ORDER BY $sort;";
    $result = mysqli_query($link, $query) or die('<pre>' . mysqli_error($link) . '</pre>');

    while ($row = mysqli_fetch_assoc($result)) {
        $html .= '<pre>ID: ' . htmlspecialchars($id, ENT_QUOTES, 'UTF-8') . '<br />First name: ' . htmlspecialchars($row['first_name'], ENT_QUOTES, 'UTF-8');
        $html .= '<br />Surname: ' . htmlspecialchars($row['last_name'], ENT_QUOTES, 'UTF-8') . '</pre>';
    }
}

$count = mysqli_query(lab_mysqli(), 'SELECT COUNT(*) FROM users');
$total = (int)mysqli_fetch_row($count)[0];
$html .= "<p>{$total} users in the table.</p>";
