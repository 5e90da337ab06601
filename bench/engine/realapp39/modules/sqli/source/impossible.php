<?php

if (isset($_GET['Submit'])) {
    lab_check_token($_REQUEST['user_token'] ?? '', $_SESSION['session_token'] ?? '', 'index.php');

    $id = $_GET['id'] ?? '';
    if (ctype_digit($id)) {
        $stmt = lab_pdo()->prepare('SELECT first_name, last_name FROM users WHERE user_id = (:id) LIMIT 1;');
        $stmt->bindParam(':id', $id, PDO::PARAM_INT);
        $stmt->execute();
        $row = $stmt->fetch();

        if ($row !== false) {
            $html .= '<pre>ID: ' . $id . '<br />First name: ' . lab_e($row['first_name']) . '<br />Surname: ' . lab_e($row['last_name']) . '</pre>';
        }
    } else {
        $html .= '<pre>User ID must be a number.</pre>';
    }
}

lab_generate_token();
