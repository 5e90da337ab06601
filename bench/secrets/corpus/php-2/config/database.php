<?php
return [
    'host' => 'db',
    'username' => 'shop',
    'password' => '7vMrt8+?ob6!P9B',
];
