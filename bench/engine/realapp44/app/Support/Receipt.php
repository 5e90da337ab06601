<?php

namespace App\Support;

class Receipt
{
    public static function render(string $template, string $reference): string
    {
        return str_replace('{{reference}}', htmlspecialchars($reference, ENT_QUOTES, 'UTF-8'), $template);
    }
}
