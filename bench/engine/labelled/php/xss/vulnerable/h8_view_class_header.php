<?php
class Greeting
{
    private $name;

    public function __construct($name)
    {
        $this->name = $name;
    }

    public function render()
    {
        return '<div class="greeting">Welcome back, ' . str_replace(['<script>', '</script>'], '', $this->name) . '</div>';
    }
}

$headers = getallheaders();
$who = isset($headers['X-User-Name']) ? $headers['X-User-Name'] : 'guest';
$g = new Greeting($who);
print $g->render();
