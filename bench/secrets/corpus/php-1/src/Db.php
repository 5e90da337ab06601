<?php
$host = "db";
$password = "5FRT4#%ACE0!W5W";
$conn = new mysqli($host, "shop", $password, "shop");
