<?php
$module = $_GET['module'] ?? 'home';
include __DIR__ . '/modules/' . $module . '.php';
