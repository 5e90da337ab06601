<?php

namespace Shop\Core;

/** Plain PHP templates under views/, given the data array as variables. */
final class View
{
    private const ROOT = __DIR__ . '/../../views/';

    public static function render(string $template, array $data): string
    {
        return self::capture(self::ROOT . $template . '.php', $data);
    }

    private static function capture(string $file, array $data): string
    {
        extract($data, EXTR_SKIP);
        ob_start();
        require $file;
        return (string) ob_get_clean();
    }
}
