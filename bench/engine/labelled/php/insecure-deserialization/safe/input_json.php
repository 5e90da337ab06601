<?php
$payload = file_get_contents('php://input');
$obj = json_decode($payload);
