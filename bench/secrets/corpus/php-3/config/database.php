<?php
return [
    'host' => 'db',
    'username' => 'shop',
    'password' => 'ri#*o?gJcf3!9pD',
];
