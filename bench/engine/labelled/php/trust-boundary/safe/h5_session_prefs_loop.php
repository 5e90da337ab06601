<?php
session_start();
$theme = $_POST['theme'] ?? 'light';
$_SESSION['theme'] = in_array($theme, ['dark', 'light'], true) ? $theme : 'light';
echo 'Preferences updated';
