<?php
$host = "db";
$password = "rTLSg?bNH@5!c7I";
$conn = new mysqli($host, "shop", $password, "shop");
