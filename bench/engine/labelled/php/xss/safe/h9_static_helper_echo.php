<?php
class View
{
    public static function title($text)
    {
        return '<title>' . htmlspecialchars(ucfirst($text), ENT_QUOTES, 'UTF-8') . ' | Shop</title>';
    }
}

$category = getenv('QUERY_STRING') ? $_GET['category'] : 'home';
echo View::title($category);
