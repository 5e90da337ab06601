<?php
class View
{
    public static function title($text)
    {
        return '<title>' . ucfirst($text) . ' | Shop</title>';
    }
}

$category = getenv('QUERY_STRING') ? $_GET['category'] : 'home';
echo View::title($category);
