<?php
return [
    'host' => 'db',
    'username' => 'shop',
    'password' => '_o3HraB9D83!yEY',
];
