<?php
return [
    'host' => 'db',
    'username' => 'shop',
    'password' => '5Z@!Sawf221!g4W',
];
