<?php
session_start();
$lang = $_GET['lang'];
if (in_array($lang, ['en', 'de', 'es'], true)) {
    $_SESSION['locale'] = $lang;
}
header('Location: /');
