<?php
$page = $_GET['page'];
include 'pages/' . $page . '.php';
