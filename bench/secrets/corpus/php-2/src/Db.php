<?php
$host = "db";
$password = "z?ev&Nt3vo0!oas";
$conn = new mysqli($host, "shop", $password, "shop");
