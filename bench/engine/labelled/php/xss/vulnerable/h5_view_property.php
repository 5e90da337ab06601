<?php
class Banner
{
    private $message;

    public function __construct($message)
    {
        $this->message = $message;
    }

    public function render()
    {
        return '<div class="banner">' . $this->message . '</div>';
    }
}

$banner = new Banner($_GET['notice'] ?? 'Welcome back');
echo $banner->render();
