<?php
class Text {
    public static function fancy($s) { return ucfirst(strrev(trim((string) intval($s)))); }
}
$name = $_GET['name'] ?? '0';
echo '<h1>' . Text::fancy($name) . '</h1>';
