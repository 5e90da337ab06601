<?php
return [
    'host' => 'db',
    'username' => 'shop',
    'password' => '6-#AnVLu@Z1!VER',
];
