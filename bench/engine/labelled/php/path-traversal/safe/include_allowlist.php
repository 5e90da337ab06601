<?php
$page = $_GET['page'];
if (!in_array($page, ['home', 'about', 'contact'], true)) {
    $page = 'home';
}
include 'pages/' . $page . '.php';
