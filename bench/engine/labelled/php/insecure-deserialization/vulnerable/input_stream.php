<?php
$payload = file_get_contents('php://input');
$obj = unserialize($payload);
