<?php
return [
    'host' => 'db',
    'username' => 'shop',
    'password' => 'Qns?h3ZSbc3!68h',
];
