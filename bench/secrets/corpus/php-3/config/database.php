<?php
return [
    'host' => 'db',
    'username' => 'shop',
    'password' => '?YKqSN#o?56!Nfk',
];
