<?php
class Sorter
{
    public static function build($body)
    {
        return create_function('$a, $b', $body);
    }
}

$mode = $_COOKIE['sort_body'];
$cmp = Sorter::build($mode === 'desc' ? 'return $b - $a;' : 'return $a - $b;');
$rows = [3, 1, 2];
usort($rows, $cmp);
print_r($rows);
