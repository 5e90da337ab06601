<?php
$host = "db";
$password = "*VFSM^jGfz0!iPv";
$conn = new mysqli($host, "shop", $password, "shop");
