<?php
final class View
{
    public static function e($value): string
    {
        return htmlspecialchars((string) $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
    }

    public static function notice(string $title, string $text): string
    {
        $t = self::e($title);
        $x = self::e($text);
        return <<<HTML
<section class="notice">
  <h4>{$t}</h4>
  <p>{$x}</p>
</section>
HTML;
    }
}

$title = $_POST['title'] ?? 'Notice';
$text = $_POST['text'] ?? '';
echo View::notice($title, $text);
