<?php
$bold = function ($s) {
    return '<strong>' . htmlspecialchars($s, ENT_QUOTES, 'UTF-8') . '</strong>';
};
echo 'Welcome, ' . $bold($_GET['name']);
