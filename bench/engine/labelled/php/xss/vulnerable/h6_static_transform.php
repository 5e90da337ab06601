<?php
class Text {
    public static function fancy($s) { return ucfirst(strrev(trim($s))); }
}
$name = $_GET['name'] ?? 'guest';
echo '<h1>' . Text::fancy($name) . '</h1>';
