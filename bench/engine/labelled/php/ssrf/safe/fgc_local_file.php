<?php
$tpl = file_get_contents(__DIR__ . '/templates/mail.txt');
$name = $_GET['name'];
