<?php
$pw = $_POST['password'];
$digest = hash('sha256', $pw . 'salt');
