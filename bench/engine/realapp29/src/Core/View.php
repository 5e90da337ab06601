<?php

declare(strict_types=1);

namespace App\Core;

/**
 * Plain PHP templates under views/. The data array becomes local variables of the template; the page is
 * then wrapped in views/layout.php, which prints it as $content.
 */
final class View
{
    private const ROOT = __DIR__ . '/../../views/';

    public static function render(string $template, array $data = [], ?string $layout = 'layout'): string
    {
        $content = self::capture(self::ROOT . $template . '.php', $data);
        if ($layout === null) {
            return $content;
        }
        return self::capture(self::ROOT . $layout . '.php', $data + ['content' => $content]);
    }

    private static function capture(string $__file, array $__data): string
    {
        extract($__data, EXTR_SKIP);
        ob_start();
        require $__file;
        return (string) ob_get_clean();
    }
}
