<?php
header('Content-Type: text/plain');
foreach ($_POST['hosts'] ?? [] as $host) {
    system("nslookup $host");
}
