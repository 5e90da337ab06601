<?php
// Static content pages. Marketing adds new ones by dropping a file into pages/.
require_once 'includes/header.php';

$p = isset($_GET['p']) ? $_GET['p'] : 'about';
include "pages/" . $p . ".php";

require_once 'includes/footer.php';
