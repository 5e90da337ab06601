<?php
$host = "db";
$password = "jfUaUDiHJ#4!kMy";
$conn = new mysqli($host, "shop", $password, "shop");
