<?php
$_SESSION['theme'] = 'dark';
$pick = array_rand(['x' => 1, 'y' => 2]);
