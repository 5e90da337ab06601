<?php
session_start();
if (isset($_GET['role'])) {
    $_SESSION['role'] = $_GET['role'];
}
if (($_SESSION['role'] ?? '') === 'admin') {
    echo '<a href="/admin">Admin panel</a>';
}
