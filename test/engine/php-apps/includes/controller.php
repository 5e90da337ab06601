<?php
use Lib\View;

// The template runs with the array's keys as variables; $template itself is not one of them.
View::render('hello', ['name' => $_GET['name']]); // expect: php-xss
View::render('hello-safe', ['name' => $_GET['name']]);
