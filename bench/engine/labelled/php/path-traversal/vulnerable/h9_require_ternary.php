<?php
$page = $_REQUEST['page'];
$module = (strlen('abc') === 3) ? $page : 'index';
require_once 'modules/' . $module . '.inc.php';
