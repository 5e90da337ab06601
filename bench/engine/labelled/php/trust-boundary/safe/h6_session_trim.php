<?php
session_start();
$levels = ['basic' => 1, 'gold' => 2];
$tier = $_POST['tier'] ?? 'basic';
$_SESSION['tier'] = $levels[$tier] ?? 1;
header('Location: /home');
