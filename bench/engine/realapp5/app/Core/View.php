<?php
namespace Core;

class View
{
    public static function render($template, array $vars = [])
    {
        extract($vars);
        ob_start();
        include __DIR__ . '/../views/' . $template . '.php';
        return ob_get_clean();
    }

    public static function show($template, array $vars = [])
    {
        echo self::render($template, $vars);
    }
}
