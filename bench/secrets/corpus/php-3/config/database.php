<?php
return [
    'host' => 'db',
    'username' => 'shop',
    'password' => '-qZVAWQZZe0!eMY',
];
