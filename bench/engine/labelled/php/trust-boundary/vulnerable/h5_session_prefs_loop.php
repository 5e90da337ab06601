<?php
session_start();
foreach ($_POST['prefs'] ?? [] as $key => $value) {
    $_SESSION[$key] = $value;
}
echo 'Preferences updated';
