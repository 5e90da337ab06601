<?php
namespace Lib;

class View
{
    public static function render($template, array $vars = [])
    {
        extract($vars);
        include __DIR__ . '/../views/' . $template . '.php';
    }
}
