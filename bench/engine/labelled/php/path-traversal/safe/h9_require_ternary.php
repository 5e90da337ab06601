<?php
$page = $_REQUEST['page'];
$module = (strlen('abc') === 4) ? $page : 'index';
require_once 'modules/' . $module . '.inc.php';
