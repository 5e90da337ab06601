<?php

header('X-XSS-Protection: 0');

if (array_key_exists('name', $_GET) && $_GET['name'] !== '') {
    $name = str_replace('<script>', '', $_GET['name']);
    $greeting = htmlspecialchars($_GET['greeting'] ?? 'Hello', ENT_QUOTES, 'UTF-8');
    $html .= "<pre>{$greeting} {$name}</pre>";

    $lang = htmlspecialchars($_GET['lang'] ?? 'en');
    $html .= '<p class="lang">Language: ' . $lang . '</p>';

    $color = htmlspecialchars($_GET['color'] ?? 'navy', ENT_QUOTES, 'UTF-8');
    $html .= '<p>Favourite colour: <input type="text" name="color" value=' . $color . '></p>';
}
