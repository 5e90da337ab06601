<?php
$html .= 'Hello ' . $_GET['name']; // expect: php-xss
