<?php
$out = 'Result: ' . $_GET['n']; // expect: php-xss
