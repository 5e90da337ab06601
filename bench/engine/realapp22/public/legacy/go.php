<?php

// Old "back to where you were" links from the newsletter emails.

if (isset($_GET['plot'])) {
    header('Location: /plots/' . (int) $_GET['plot']);
    exit;
}

if (isset($_GET['to'])) {
    header('Location: ' . $_GET['to']);
    exit;
}

header('Location: /');
