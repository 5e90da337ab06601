<?php
namespace Shop;

function e($value)
{
    return htmlspecialchars($value, ENT_QUOTES, 'UTF-8');
}

function thumbnail($name)
{
    return shell_exec('convert ' . $name . ' -resize 64x64 thumb.png');  // expect: php-command-injection
}
