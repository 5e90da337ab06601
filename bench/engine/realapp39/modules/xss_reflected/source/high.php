<?php

if (array_key_exists('name', $_GET) && $_GET['name'] !== '') {
    $name = htmlspecialchars($_GET['name'], ENT_QUOTES, 'UTF-8');
    $html .= "<pre>Hello {$name}</pre>";
    $html .= '<p>Search again: <input type="text" name="name" value="' . htmlspecialchars($_GET['name'], ENT_QUOTES, 'UTF-8') . '"></p>';
    $html .= '<script>var lastName = ' . json_encode($_GET['name'], JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_HEX_AMP) . ';</script>';
}
