<?php
session_start();
if (isset($_GET['theme'])) {
    $_SESSION['theme'] = in_array($_GET['theme'], ['light', 'dark'], true) ? $_GET['theme'] : 'light';
}
if (($_SESSION['role'] ?? '') === 'admin') {
    echo '<a href="/admin">Admin panel</a>';
}
