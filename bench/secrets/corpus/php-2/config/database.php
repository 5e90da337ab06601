<?php
return [
    'host' => 'db',
    'username' => 'shop',
    'password' => '!h+g72q87Y1!Iqt',
];
